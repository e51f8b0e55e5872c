// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/io/CatalogJson.h"

#include "engine/io/EmbeddedSchemas.h"
#include "engine/io/JsonInput.h"
#include "engine/io/JsonRead.h"
#include "engine/io/JsonSchema.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <sstream>

namespace gpuatlas::engine::inline io {

using nlohmann::json;
namespace jr = jsonread;

namespace {

// Vendors round their printed pairs (L40S: 362.05 | 733 is 1.2 % off 2x), so "sparse
// is twice dense" is checked within this tolerance.
constexpr double sparsityTolerance = 0.02;

std::string numberText(double value)
{
    std::ostringstream out;
    out.precision(10);
    out << value;
    return out.str();
}

LinkTopology topologyFrom(const std::string& id)
{
    if (id == "bridge")
        return LinkTopology::Bridge;
    if (id == "mesh")
        return LinkTopology::Mesh;
    return LinkTopology::Switch;
}

std::optional<Interconnect> interconnectFrom(const json& value)
{
    if (!value.is_object())
        return std::nullopt;
    Interconnect link;
    link.name = jr::stringOr(value, "name");
    link.generation = jr::optionalInt(value, "generation");
    link.bandwidthGBs = value.value("bandwidth_gbs", 0.0);
    link.topology = topologyFrom(jr::stringOr(value, "topology"));
    link.maxGpus = jr::optionalInt(value, "max_gpus").value_or(link.topology == LinkTopology::Bridge ? 2 : 8);
    return link;
}

ArticleNotes articleFrom(const json& gpu)
{
    ArticleNotes notes;
    const auto it = gpu.find("article");
    if (it == gpu.end())
        return notes;
    if (it->contains("training"))
        notes.training = jr::localized((*it)["training"]);
    if (it->contains("inference"))
        notes.inference = jr::localized((*it)["inference"]);
    if (const auto deployments = it->find("deployments"); deployments != it->end()) {
        for (const auto& item : *deployments)
            notes.deployments.push_back({jr::localized(item["name"]), jr::localized(item["text"])});
    }
    return notes;
}

Gpu gpuFrom(const json& value)
{
    Gpu gpu;
    gpu.id = value["id"].get<std::string>();
    gpu.vendor = value["vendor"].get<std::string>();
    gpu.name = value["name"].get<std::string>();
    gpu.architecture = value["architecture"].get<std::string>();
    gpu.launchYear = jr::optionalInt(value, "launch_year").value_or(0);
    // The schema has checked both enums; the fallbacks are never taken.
    gpu.formFactor = formFactorFromId(value["form_factor"].get<std::string>()).value_or(FormFactor::PCIe);
    gpu.market = marketFromId(jr::stringOr(value, "market", "global")).value_or(Market::Global);
    gpu.variantOf = jr::stringOr(value, "variant_of");
    gpu.shaderCores = jr::optionalInt(value, "shader_cores").value_or(0);
    gpu.tensorCores = jr::optionalInt(value, "tensor_cores");
    gpu.tensorCoreGeneration = jr::optionalInt(value, "tensor_core_generation");
    gpu.fp64Tflops = jr::optionalNumber(value, "fp64_tflops");
    gpu.fp32Tflops = value["fp32_tflops"].get<double>();
    for (const auto format : allTensorFormats) {
        const auto& pair = value["tensor_tflops"][std::string(tensorFormatId(format))];
        if (pair.is_object())
            gpu.tensorRate(format) = TensorRate{pair["dense"].get<double>(), jr::optionalNumber(pair, "sparse")};
    }
    gpu.sparsityDoubles = value["sparsity_doubles"].get<bool>();
    gpu.memoryGB = value["memory_gb"].get<double>();
    gpu.memoryType = value["memory_type"].get<std::string>();
    gpu.unifiedMemory = value.value("unified_memory", false);
    gpu.memoryBandwidthGBs = value["memory_bandwidth_gbs"].get<double>();
    gpu.interconnect = interconnectFrom(value["interconnect"]);
    gpu.pcieGen = jr::optionalInt(value, "pcie_gen").value_or(4);
    if (const auto p2p = value.find("pcie_p2p"); p2p != value.end() && p2p->is_boolean())
        gpu.peerToPeer = p2p->get<bool>();
    gpu.tdpW = value["tdp_w"].get<double>();
    gpu.migInstances = jr::optionalInt(value, "mig_instances").value_or(0);
    gpu.custom = value.value("custom", false);
    gpu.sources = jr::sources(value["sources"]);
    if (const auto it = value.find("unverified"); it != value.end() && it->is_array()) {
        for (const auto& entry : *it)
            gpu.unverified.push_back(entry.get<std::string>());
    }
    gpu.notes = jr::localizedList(value, "notes");
    gpu.article = articleFrom(value);
    return gpu;
}

void checkTensorPairs(const Gpu& gpu, const std::string& pointer, const std::string& file, Diagnostics& out)
{
    for (const auto format : allTensorFormats) {
        const auto& rate = gpu.tensorRate(format);
        if (!rate || !rate->sparse)
            continue;
        const bool below = *rate->sparse < rate->dense;
        if (!below && !(gpu.sparsityDoubles && std::abs(*rate->sparse / (2 * rate->dense) - 1.0) > sparsityTolerance))
            continue;
        // Only for a problem: formatting the figures of every pair cost more than the check.
        const auto pairPointer = jsonPointerAppend(jsonPointerAppend(pointer, "tensor_tflops"), tensorFormatId(format));
        out.push_back({below ? DiagnosticCode::SparseBelowDense : DiagnosticCode::SparseNotDoubleDense,
                       file,
                       jsonPointerAppend(pairPointer, "sparse"),
                       {numberText(rate->dense), numberText(*rate->sparse)},
                       {}});
    }
}

// The fields of a GPU entry that are not figures: what the entry is and what is said of
// it. `unverified` names figures only.
constexpr std::array<std::string_view, 10> notFigures{"id",      "vendor", "name",       "custom",     "market",
                                                      "sources", "notes",  "unverified", "variant_of", "article"};

bool isFigureField(std::string_view key)
{
    return std::find(notFigures.begin(), notFigures.end(), key) == notFigures.end();
}

// The value `entry` (a field name or a JSON pointer relative to the GPU, the form of a
// source's `covers`) names in `gpu`, or nullptr where it names nothing or no figure (a
// missing or null field, a name or flag such as memory_type).
const json* figureNamed(const json& gpu, std::string_view entry)
{
    if (!entry.empty() && entry.front() == '/')
        entry.remove_prefix(1);
    const json* value = &gpu;
    bool top = true;
    while (true) {
        const auto slash = entry.find('/');
        const std::string key(entry.substr(0, slash));
        if (!value->is_object() || (top && !isFigureField(key)))
            return nullptr;
        const auto it = value->find(key);
        if (it == value->end())
            return nullptr;
        value = &*it;
        top = false;
        if (slash == std::string_view::npos)
            break;
        entry.remove_prefix(slash + 1);
    }
    // A figure is a number, or an object of them (a tensor pair, the link).
    return value->is_number() || value->is_object() ? value : nullptr;
}

// The figures (numbers) of `value` an `unverified` entry may name, for the message:
// top-level fields by name, nested ones (tensor rates, the link's) as pointers.
void figureNames(const json& value, const std::string& pointer, std::vector<std::string>& out)
{
    for (const auto& [key, item] : value.items()) {
        if (pointer.empty() && !isFigureField(key))
            continue;
        if (item.is_object())
            figureNames(item, pointer + "/" + key, out);
        else if (item.is_number())
            out.push_back(pointer.empty() ? key : pointer + "/" + key);
    }
}

// Each `unverified` entry must name a figure the GPU has: a typo ("/tensor_tflops/fp08")
// or a figure the GPU lacks (FP4 on Hopper) would mark nothing and hide the mistake.
void checkUnverified(const json& value, const std::string& pointer, const std::string& file, Diagnostics& out)
{
    const auto it = value.find("unverified");
    if (it == value.end() || !it->is_array())
        return;
    for (std::size_t i = 0; i < it->size(); ++i) {
        const auto entry = (*it)[i].get<std::string>();
        if (figureNamed(value, entry))
            continue;
        std::vector<std::string> names;
        figureNames(value, {}, names);
        std::string allowed;
        for (const auto& name : names)
            allowed += (allowed.empty() ? "" : ", ") + name;
        out.push_back({DiagnosticCode::NotInEnum,
                       file,
                       jsonPointerAppend(jsonPointerAppend(pointer, "unverified"), i),
                       {entry, allowed},
                       {}});
    }
}

json interconnectJson(const std::optional<Interconnect>& link)
{
    if (!link)
        return nullptr;
    return json{{"name", link->name},
                {"generation", jr::orNull(link->generation)},
                {"bandwidth_gbs", link->bandwidthGBs},
                {"topology", linkTopologyId(link->topology)},
                {"max_gpus", link->maxGpus}};
}

json tensorJson(const Gpu& gpu)
{
    json tensor = json::object();
    for (const auto format : allTensorFormats) {
        const auto& rate = gpu.tensorRate(format);
        tensor[std::string(tensorFormatId(format))] =
            rate ? json{{"dense", rate->dense}, {"sparse", jr::orNull(rate->sparse)}} : json(nullptr);
    }
    return tensor;
}

} // namespace

Result<Catalog> readCatalog(std::string_view text, const std::string& file)
{
    auto parsed = parseJson(text, file);
    if (!parsed)
        return parsed.errors();
    const json& document = parsed.value();

    Diagnostics errors;
    // Trusted text needs no schema: not even parsed then (TrustedInput).
    if (!TrustedInput::active()) {
        static const JsonSchema schema(json::parse(schemas::gpus));
        if (!schema.validate(document, file, errors))
            return errors;
    }

    std::vector<Gpu> gpus;
    std::unordered_map<std::string, std::string> firstPointer;
    const auto& items = document["gpus"];
    gpus.reserve(items.size());
    for (std::size_t i = 0; i < items.size(); ++i) {
        const auto pointer = jsonPointerAppend("/gpus", i);
        Gpu gpu = gpuFrom(items[i]);
        if (const auto [it, inserted] = firstPointer.emplace(gpu.id, pointer); !inserted) {
            errors.push_back(
                {DiagnosticCode::DuplicateId, file, jsonPointerAppend(pointer, "id"), {gpu.id, it->second}, {}});
        }
        checkTensorPairs(gpu, pointer, file, errors);
        checkUnverified(items[i], pointer, file, errors);
        // An unknown id is allowed: a user's file may name a shipped GPU it does not hold.
        if (gpu.variantOf == gpu.id) {
            errors.push_back({DiagnosticCode::InconsistentValue,
                              file,
                              jsonPointerAppend(pointer, "variant_of"),
                              {"variant_of", gpu.id},
                              {}});
        }
        gpus.push_back(std::move(gpu));
    }
    if (!errors.empty())
        return errors;
    return Catalog(std::move(gpus));
}

json gpuToCatalogJson(const Gpu& gpu)
{
    json out{{"id", gpu.id},
             {"vendor", gpu.vendor},
             {"name", gpu.name},
             {"architecture", gpu.architecture},
             {"launch_year", gpu.launchYear},
             {"form_factor", formFactorId(gpu.formFactor)},
             {"market", marketId(gpu.market)},
             {"shader_cores", gpu.shaderCores > 0 ? json(gpu.shaderCores) : json(nullptr)},
             {"tensor_cores", jr::orNull(gpu.tensorCores)},
             {"tensor_core_generation", jr::orNull(gpu.tensorCoreGeneration)},
             {"fp64_tflops", jr::orNull(gpu.fp64Tflops)},
             {"fp32_tflops", gpu.fp32Tflops},
             {"tensor_tflops", tensorJson(gpu)},
             {"sparsity_doubles", gpu.sparsityDoubles},
             {"memory_gb", gpu.memoryGB},
             {"memory_type", gpu.memoryType},
             {"memory_bandwidth_gbs", gpu.memoryBandwidthGBs},
             {"interconnect", interconnectJson(gpu.interconnect)},
             {"pcie_gen", gpu.pcieGen},
             {"pcie_p2p", gpu.peerToPeer},
             {"tdp_w", gpu.tdpW},
             {"mig_instances", gpu.migInstances},
             {"sources", jr::toJson(gpu.sources)}};
    if (!gpu.unverified.empty())
        out["unverified"] = gpu.unverified;
    if (gpu.unifiedMemory)
        out["unified_memory"] = true;
    if (!gpu.variantOf.empty())
        out["variant_of"] = gpu.variantOf;
    if (gpu.custom)
        out["custom"] = true;
    if (!gpu.notes.empty()) {
        out["notes"] = json::array();
        for (const auto& note : gpu.notes)
            out["notes"].push_back(jr::toJson(note));
    }
    if (!gpu.article.empty()) {
        json article = json::object();
        if (!gpu.article.training.empty())
            article["training"] = jr::toJson(gpu.article.training);
        if (!gpu.article.inference.empty())
            article["inference"] = jr::toJson(gpu.article.inference);
        if (!gpu.article.deployments.empty()) {
            article["deployments"] = json::array();
            for (const auto& deployment : gpu.article.deployments)
                article["deployments"].push_back(
                    json{{"name", jr::toJson(deployment.name)}, {"text", jr::toJson(deployment.text)}});
        }
        out["article"] = std::move(article);
    }
    return out;
}

json catalogDocument(std::span<const Gpu> gpus)
{
    json list = json::array();
    for (const auto& gpu : gpus)
        list.push_back(gpuToCatalogJson(gpu));
    return json{{"format", "gpu-atlas-catalog"}, {"version", 1}, {"gpus", std::move(list)}};
}

json gpuToContractJson(const Gpu& gpu)
{
    json out{
        {"id", gpu.id},
        {"vendor", gpu.vendor},
        {"name", gpu.name},
        {"architecture", gpu.architecture},
        {"launch_year", gpu.launchYear},
        {"form_factor", formFactorId(gpu.formFactor)},
        {"memory_gb", gpu.memoryGB},
        {"memory_type", gpu.memoryType},
        {"memory_bandwidth_gbs", gpu.memoryBandwidthGBs},
        {"fp32_tflops", gpu.fp32Tflops},
        {"fp64_tflops", jr::orNull(gpu.fp64Tflops)},
        {"tensor_tflops", tensorJson(gpu)},
        {"tdp_w", gpu.tdpW},
        {"nvlink_gbs", gpu.interconnect && gpu.interconnect->name == "NVLink" ? gpu.interconnect->bandwidthGBs : 0.0},
        {"pcie_gen", gpu.pcieGen},
        {"custom", gpu.custom},
        {"sources", json::array()}};
    // Additions beyond the contract's fixed fields (allowed: "more may be added").
    out["shader_cores"] = gpu.shaderCores > 0 ? json(gpu.shaderCores) : json(nullptr);
    out["tensor_cores"] = jr::orNull(gpu.tensorCores);
    out["tensor_core_generation"] = jr::orNull(gpu.tensorCoreGeneration);
    out["mig_instances"] = gpu.migInstances;
    out["interconnect"] = interconnectJson(gpu.interconnect);
    out["pcie_p2p"] = gpu.peerToPeer;
    out["market"] = marketId(gpu.market);
    out["unified_memory"] = gpu.unifiedMemory;
    out["variant_of"] = gpu.variantOf.empty() ? json(nullptr) : json(gpu.variantOf);
    for (const auto& source : gpu.sources)
        out["sources"].push_back(json{{"title", source.title}, {"url", source.url}, {"retrieved", source.retrieved}});
    // Addition of 3 December 2026: always present, empty where vendor or maker documents
    // cover every figure.
    out["unverified"] = gpu.unverified;
    return out;
}

} // namespace gpuatlas::engine::inline io
