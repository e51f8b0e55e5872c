// SPDX-License-Identifier: GPL-3.0-or-later
#include "GpuFields.h"

#include "Units.h"

#include <array>

namespace gpuatlas::text {

using engine::Gpu;
using engine::TensorFormat;

namespace {

constexpr std::array fieldOrder{
    GpuField::Name,
    GpuField::Vendor,
    GpuField::Architecture,
    GpuField::LaunchYear,
    GpuField::FormFactor,
    GpuField::Market,
    GpuField::ShaderCores,
    GpuField::TensorCores,
    GpuField::TensorCoreGeneration,
    GpuField::Fp64,
    GpuField::Fp32,
    GpuField::Tf32,
    GpuField::Bf16,
    GpuField::Fp16,
    GpuField::Fp8,
    GpuField::Int8,
    GpuField::Fp4,
    GpuField::MemorySize,
    GpuField::MemoryType,
    GpuField::MemoryBandwidth,
    GpuField::Interconnect,
    GpuField::PcieGeneration,
    GpuField::Tdp,
    GpuField::Mig,
};

} // namespace

std::span<const GpuField> GpuFields::all()
{
    return fieldOrder;
}

std::optional<TensorFormat> GpuFields::tensorFormat(GpuField field)
{
    switch (field) {
    case GpuField::Tf32:
        return TensorFormat::TF32;
    case GpuField::Bf16:
        return TensorFormat::BF16;
    case GpuField::Fp16:
        return TensorFormat::FP16;
    case GpuField::Fp8:
        return TensorFormat::FP8;
    case GpuField::Int8:
        return TensorFormat::INT8;
    case GpuField::Fp4:
        return TensorFormat::FP4;
    default:
        return std::nullopt;
    }
}

bool GpuFields::isTensor(GpuField field)
{
    return tensorFormat(field).has_value();
}

QString GpuFields::key(GpuField field)
{
    switch (field) {
    case GpuField::Name:
        return QStringLiteral("name");
    case GpuField::Vendor:
        return QStringLiteral("vendor");
    case GpuField::Architecture:
        return QStringLiteral("architecture");
    case GpuField::LaunchYear:
        return QStringLiteral("launch_year");
    case GpuField::FormFactor:
        return QStringLiteral("form_factor");
    case GpuField::Market:
        return QStringLiteral("market");
    case GpuField::ShaderCores:
        return QStringLiteral("shader_cores");
    case GpuField::TensorCores:
        return QStringLiteral("tensor_cores");
    case GpuField::TensorCoreGeneration:
        return QStringLiteral("tensor_core_generation");
    case GpuField::Fp64:
        return QStringLiteral("fp64_tflops");
    case GpuField::Fp32:
        return QStringLiteral("fp32_tflops");
    case GpuField::Tf32:
        return QStringLiteral("tf32_tflops");
    case GpuField::Bf16:
        return QStringLiteral("bf16_tflops");
    case GpuField::Fp16:
        return QStringLiteral("fp16_tflops");
    case GpuField::Fp8:
        return QStringLiteral("fp8_tflops");
    case GpuField::Int8:
        return QStringLiteral("int8_tops");
    case GpuField::Fp4:
        return QStringLiteral("fp4_tflops");
    case GpuField::MemorySize:
        return QStringLiteral("memory_gb");
    case GpuField::MemoryType:
        return QStringLiteral("memory_type");
    case GpuField::MemoryBandwidth:
        return QStringLiteral("memory_bandwidth_gbs");
    case GpuField::Interconnect:
        return QStringLiteral("interconnect_gbs");
    case GpuField::PcieGeneration:
        return QStringLiteral("pcie_gen");
    case GpuField::Tdp:
        return QStringLiteral("tdp_w");
    case GpuField::Mig:
        return QStringLiteral("mig_instances");
    }
    return {};
}

QString GpuFields::label(GpuField field)
{
    switch (field) {
    case GpuField::Name:
        return tr("GPU");
    case GpuField::Vendor:
        return tr("Vendor");
    case GpuField::Architecture:
        return tr("Architecture");
    case GpuField::LaunchYear:
        return tr("Year");
    case GpuField::FormFactor:
        return tr("Form factor");
    case GpuField::Market:
        return tr("Market");
    case GpuField::ShaderCores:
        return tr("CUDA/stream cores");
    case GpuField::TensorCores:
        return tr("Tensor Cores");
    case GpuField::TensorCoreGeneration:
        return tr("Tensor Core gen.");
    case GpuField::Fp64:
        return tr("FP64");
    case GpuField::Fp32:
        return tr("FP32");
    case GpuField::Tf32:
        return tr("TF32 Tensor");
    case GpuField::Bf16:
        return tr("BF16 Tensor");
    case GpuField::Fp16:
        return tr("FP16 Tensor");
    case GpuField::Fp8:
        return tr("FP8 Tensor");
    case GpuField::Int8:
        return tr("INT8 Tensor");
    case GpuField::Fp4:
        return tr("FP4 Tensor");
    case GpuField::MemorySize:
        return tr("Memory");
    case GpuField::MemoryType:
        return tr("Memory type");
    case GpuField::MemoryBandwidth:
        return tr("Memory bandwidth");
    case GpuField::Interconnect:
        return tr("NVLink");
    case GpuField::PcieGeneration:
        return tr("PCIe");
    case GpuField::Tdp:
        return tr("TDP");
    case GpuField::Mig:
        return tr("MIG");
    }
    return {};
}

QString GpuFields::description(GpuField field)
{
    switch (field) {
    case GpuField::Name:
        return tr("Product name");
    case GpuField::Vendor:
        return tr("Manufacturer");
    case GpuField::Architecture:
        return tr("GPU architecture (newer architectures perform better)");
    case GpuField::LaunchYear:
        return tr("Year the GPU was launched");
    case GpuField::FormFactor:
        return tr("SXM/OAM modules sit on a server board; PCIe cards fit a standard slot; a superchip's GPUs sit "
                  "in a rack (NVL72); a desktop system is a whole computer for the desk");
    case GpuField::Market:
        return tr("Where the GPU is sold: China-market parts are cut down to fit US export rules");
    case GpuField::ShaderCores:
        return tr("CUDA cores (NVIDIA) or stream processors (AMD)");
    case GpuField::TensorCores:
        return tr("Tensor Cores (NVIDIA) or Matrix Cores (AMD)");
    case GpuField::TensorCoreGeneration:
        return tr("Generation of the Tensor/Matrix Cores");
    case GpuField::Fp64:
        return tr("Double-precision throughput without Tensor Cores");
    case GpuField::Fp32:
        return tr("Single-precision throughput without Tensor Cores");
    case GpuField::Tf32:
        return tr("TF32 Tensor Core throughput");
    case GpuField::Bf16:
        return tr("BF16 Tensor Core throughput (FP32 accumulate)");
    case GpuField::Fp16:
        return tr("FP16 Tensor Core throughput (FP32 accumulate)");
    case GpuField::Fp8:
        return tr("FP8 Tensor Core throughput; not available before Ada Lovelace and Hopper");
    case GpuField::Int8:
        return tr("INT8 Tensor Core throughput in TOPS");
    case GpuField::Fp4:
        return tr("FP4 Tensor Core throughput; Blackwell only");
    case GpuField::MemorySize:
        return tr("Memory capacity");
    case GpuField::MemoryType:
        return tr("Memory technology (HBM is faster than GDDR)");
    case GpuField::MemoryBandwidth:
        return tr("Memory bandwidth: decides decoding speed in LLM inference");
    case GpuField::Interconnect:
        return tr("GPU-to-GPU link bandwidth (NVLink, Infinity Fabric or Ethernet), both directions, and how many "
                  "GPUs it joins; decides multi-GPU training speed");
    case GpuField::PcieGeneration:
        return tr("PCI Express generation of the host link");
    case GpuField::Tdp:
        return tr("Maximum board power");
    case GpuField::Mig:
        return tr("Maximum Multi-Instance GPU partitions");
    }
    return {};
}

bool GpuFields::isNumeric(GpuField field)
{
    switch (field) {
    case GpuField::Name:
    case GpuField::Vendor:
    case GpuField::Architecture:
    case GpuField::FormFactor:
    case GpuField::Market:
    case GpuField::MemoryType:
        return false;
    default:
        return true;
    }
}

bool GpuFields::higherIsBetter(GpuField field)
{
    return isNumeric(field) && field != GpuField::Tdp;
}

std::optional<double> GpuFields::value(const Gpu& gpu, GpuField field, Sparsity sparsity)
{
    if (const auto format = tensorFormat(field)) {
        const auto& rate = gpu.tensorRate(*format);
        if (!rate)
            return std::nullopt;
        return sparsity == Sparsity::Sparse ? rate->sparse : std::optional<double>(rate->dense);
    }
    switch (field) {
    case GpuField::LaunchYear:
        return gpu.launchYear;
    case GpuField::ShaderCores:
        // 0 means no source publishes a count (Gaudi 3, B300).
        return gpu.shaderCores > 0 ? std::optional<double>(gpu.shaderCores) : std::nullopt;
    case GpuField::TensorCores:
        return gpu.tensorCores ? std::optional<double>(*gpu.tensorCores) : std::nullopt;
    case GpuField::TensorCoreGeneration:
        return gpu.tensorCoreGeneration ? std::optional<double>(*gpu.tensorCoreGeneration) : std::nullopt;
    case GpuField::Fp64:
        return gpu.fp64Tflops;
    case GpuField::Fp32:
        return gpu.fp32Tflops;
    case GpuField::MemorySize:
        return gpu.memoryGB;
    case GpuField::MemoryBandwidth:
        return gpu.memoryBandwidthGBs;
    case GpuField::Interconnect:
        return gpu.linkBandwidthGBs();
    case GpuField::PcieGeneration:
        return gpu.pcieGen;
    case GpuField::Tdp:
        return gpu.tdpW;
    case GpuField::Mig:
        return gpu.migInstances;
    default:
        return std::nullopt;
    }
}

QString GpuFields::unit(GpuField field)
{
    switch (field) {
    case GpuField::Fp64:
    case GpuField::Fp32:
    case GpuField::Tf32:
    case GpuField::Bf16:
    case GpuField::Fp16:
    case GpuField::Fp8:
    case GpuField::Fp4:
        return QStringLiteral("TFLOPS");
    case GpuField::Int8:
        return QStringLiteral("TOPS");
    case GpuField::MemorySize:
        return QStringLiteral("GB");
    case GpuField::MemoryBandwidth:
    case GpuField::Interconnect:
        return QStringLiteral("GB/s");
    case GpuField::Tdp:
        return QStringLiteral("W");
    default:
        return {};
    }
}

QString GpuFields::formFactorName(engine::FormFactor formFactor)
{
    switch (formFactor) {
    case engine::FormFactor::Superchip:
        return tr("Superchip", "form factor: a Grace-Blackwell superchip in a rack");
    case engine::FormFactor::Desktop:
        return tr("Desktop system", "form factor: a whole computer for the desk (DGX Spark)");
    default:
        break;
    }
    // SXM, PCIe and OAM are names, the same in every language.
    return QString::fromLatin1(engine::formFactorId(formFactor).data());
}

QString GpuFields::displayName(const Gpu& gpu)
{
    const QString name = QString::fromStdString(gpu.name);
    return gpu.custom ? tr("%1 (custom)", "a GPU the user added").arg(name) : name;
}

QString GpuFields::displayName(const engine::Catalog& catalog, const std::string& id)
{
    const Gpu* gpu = catalog.find(id);
    return gpu ? displayName(*gpu) : QString::fromStdString(id);
}

QString GpuFields::plain(const Gpu& gpu, GpuField field, Sparsity sparsity, const QLocale& locale)
{
    switch (field) {
    case GpuField::Name:
        return QString::fromStdString(gpu.name);
    case GpuField::Vendor:
        return QString::fromStdString(gpu.vendor);
    case GpuField::Architecture:
        return QString::fromStdString(gpu.architecture);
    case GpuField::FormFactor:
        return QString::fromLatin1(engine::formFactorId(gpu.formFactor).data());
    case GpuField::Market:
        return marketName(gpu.market);
    case GpuField::MemoryType:
        return QString::fromStdString(gpu.memoryType);
    case GpuField::LaunchYear:
        return QString::number(gpu.launchYear); // a year takes no digit grouping
    default:
        break;
    }
    const auto number = value(gpu, field, sparsity);
    if (!number)
        return {};
    return Units::number(*number, 2, locale);
}

QString GpuFields::display(const Gpu& gpu, GpuField field, Sparsity sparsity, const QLocale& locale)
{
    const auto number = value(gpu, field, sparsity);
    switch (field) {
    case GpuField::Interconnect: {
        if (!gpu.interconnect)
            return tr("None (PCIe only)");
        const auto& link = *gpu.interconnect;
        QString topology;
        switch (link.topology) {
        case engine::LinkTopology::Bridge:
            topology = tr("bridge, %n GPUs", nullptr, link.maxGpus);
            break;
        case engine::LinkTopology::Switch:
            topology = tr("switch, %n GPUs", nullptr, link.maxGpus);
            break;
        case engine::LinkTopology::Mesh:
            topology = tr("mesh, %n GPUs", nullptr, link.maxGpus);
            break;
        }
        return tr("%1 %2 (%3)")
            .arg(QString::fromStdString(link.name), Units::bandwidth(link.bandwidthGBs, locale), topology);
    }
    case GpuField::Mig:
        return gpu.migInstances > 0 ? tr("up to %n instances", nullptr, gpu.migInstances) : tr("No");
    case GpuField::FormFactor:
        return formFactorName(gpu.formFactor);
    case GpuField::MemoryType:
        return gpu.unifiedMemory ? tr("%1, unified", "memory type of a GPU whose memory is shared with the CPU")
                                       .arg(QString::fromStdString(gpu.memoryType))
                                 : QString::fromStdString(gpu.memoryType);
    case GpuField::PcieGeneration:
        return tr("Gen %1").arg(gpu.pcieGen);
    case GpuField::TensorCoreGeneration:
        return number ? tr("Gen %1").arg(static_cast<int>(*number)) : Units::notAvailable();
    default:
        break;
    }
    if (!isNumeric(field) || field == GpuField::LaunchYear)
        return plain(gpu, field, sparsity, locale);
    if (!number)
        return Units::notAvailable();
    switch (field) {
    case GpuField::Int8:
        return Units::tops(*number, locale);
    case GpuField::MemorySize:
        return Units::gigabytes(*number, locale);
    case GpuField::MemoryBandwidth:
        return Units::bandwidth(*number, locale);
    case GpuField::Tdp:
        return Units::watts(*number, locale);
    case GpuField::ShaderCores:
    case GpuField::TensorCores:
        return Units::count(static_cast<long long>(*number), locale);
    default:
        break;
    }
    return Units::tflops(*number, locale);
}

std::string GpuFields::sourcePointer(GpuField field, Sparsity sparsity)
{
    if (const auto format = tensorFormat(field)) {
        return "/tensor_tflops/" + std::string(engine::tensorFormatId(*format)) +
               (sparsity == Sparsity::Sparse ? "/sparse" : "/dense");
    }
    switch (field) {
    case GpuField::Interconnect:
        return "/interconnect";
    case GpuField::Name:
        return "/name";
    default:
        break;
    }
    return "/" + key(field).toStdString();
}

} // namespace gpuatlas::text
