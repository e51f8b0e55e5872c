// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/imports/HfConfigDefaults.h"

#include <algorithm>
#include <array>
#include <iterator>
#include <vector>

namespace gpuatlas::engine::inline imports::hfconfig {

using nlohmann::json;

namespace {

struct Entry
{
    std::string_view modelType;
    std::string_view source;
    const char* values;
};

// The `__init__` defaults of each transformers configuration class (transformers 4.5x,
// src/transformers/models/<type>/configuration_<type>.py), for the keys the import reads.
// PretrainedConfig itself ties the embeddings unless a class says otherwise.
constexpr std::array entries{
    Entry{"llama", "transformers LlamaConfig",
          R"({"vocab_size": 32000, "intermediate_size": 11008, "max_position_embeddings": 2048,
              "hidden_act": "silu", "tie_word_embeddings": false, "attention_bias": false, "mlp_bias": false})"},
    Entry{"mistral", "transformers MistralConfig",
          R"({"vocab_size": 32000, "intermediate_size": 14336, "num_key_value_heads": 8,
              "max_position_embeddings": 131072, "hidden_act": "silu", "sliding_window": 4096,
              "tie_word_embeddings": false})"},
    Entry{"mixtral", "transformers MixtralConfig",
          R"({"vocab_size": 32000, "intermediate_size": 14336, "num_key_value_heads": 8,
              "max_position_embeddings": 131072, "hidden_act": "silu", "sliding_window": null,
              "num_local_experts": 8, "num_experts_per_tok": 2, "tie_word_embeddings": false})"},
    Entry{"qwen2", "transformers Qwen2Config",
          R"({"vocab_size": 151936, "intermediate_size": 22016, "num_key_value_heads": 32,
              "max_position_embeddings": 32768, "hidden_act": "silu", "use_sliding_window": false,
              "sliding_window": 4096, "max_window_layers": 28, "tie_word_embeddings": false})"},
    Entry{"qwen2_moe", "transformers Qwen2MoeConfig",
          R"({"vocab_size": 151936, "intermediate_size": 5632, "num_key_value_heads": 16,
              "max_position_embeddings": 32768, "hidden_act": "silu", "use_sliding_window": false,
              "sliding_window": 4096, "max_window_layers": 28, "decoder_sparse_step": 1,
              "moe_intermediate_size": 1408, "shared_expert_intermediate_size": 5632, "num_experts_per_tok": 4,
              "num_experts": 60, "mlp_only_layers": [], "tie_word_embeddings": false})"},
    Entry{"qwen3", "transformers Qwen3Config",
          R"({"vocab_size": 151936, "intermediate_size": 22016, "num_key_value_heads": 32, "head_dim": 128,
              "max_position_embeddings": 32768, "hidden_act": "silu", "use_sliding_window": false,
              "sliding_window": 4096, "max_window_layers": 28, "attention_bias": false,
              "tie_word_embeddings": false})"},
    Entry{"qwen3_moe", "transformers Qwen3MoeConfig",
          R"({"vocab_size": 151936, "intermediate_size": 6144, "num_key_value_heads": 4,
              "max_position_embeddings": 32768, "hidden_act": "silu", "use_sliding_window": false,
              "sliding_window": 4096, "attention_bias": false, "decoder_sparse_step": 1,
              "moe_intermediate_size": 768, "num_experts_per_tok": 8, "num_experts": 128, "mlp_only_layers": [],
              "tie_word_embeddings": false})"},
    Entry{"deepseek_v2", "transformers DeepseekV2Config",
          R"({"vocab_size": 102400, "intermediate_size": 11008, "moe_intermediate_size": 1407,
              "num_key_value_heads": 32, "max_position_embeddings": 2048, "hidden_act": "silu",
              "first_k_dense_replace": 0, "moe_layer_freq": 1, "kv_lora_rank": 512, "q_lora_rank": 1536,
              "qk_rope_head_dim": 64, "v_head_dim": 128, "qk_nope_head_dim": 128, "tie_word_embeddings": false})"},
    Entry{"deepseek_v3", "transformers DeepseekV3Config",
          R"({"vocab_size": 129280, "intermediate_size": 18432, "moe_intermediate_size": 2048,
              "num_key_value_heads": 128, "max_position_embeddings": 4096, "hidden_act": "silu",
              "n_shared_experts": 1, "n_routed_experts": 256, "num_experts_per_tok": 8, "first_k_dense_replace": 3,
              "moe_layer_freq": 1, "kv_lora_rank": 512, "q_lora_rank": 1536, "qk_rope_head_dim": 64,
              "v_head_dim": 128, "qk_nope_head_dim": 128, "tie_word_embeddings": false})"},
    Entry{"gemma", "transformers GemmaConfig",
          R"({"vocab_size": 256000, "intermediate_size": 24576, "num_key_value_heads": 16, "head_dim": 256,
              "max_position_embeddings": 8192, "hidden_activation": "gelu_pytorch_tanh",
              "tie_word_embeddings": true})"},
    Entry{"gemma2", "transformers Gemma2Config",
          R"({"vocab_size": 256000, "intermediate_size": 9216, "num_key_value_heads": 4, "head_dim": 256,
              "max_position_embeddings": 8192, "hidden_activation": "gelu_pytorch_tanh", "sliding_window": 4096,
              "tie_word_embeddings": true})"},
    Entry{"gemma3_text", "transformers Gemma3TextConfig",
          R"({"vocab_size": 262208, "intermediate_size": 9216, "num_key_value_heads": 4, "head_dim": 256,
              "max_position_embeddings": 131072, "hidden_activation": "gelu_pytorch_tanh", "sliding_window": 4096,
              "sliding_window_pattern": 6, "attention_bias": false, "tie_word_embeddings": true})"},
    Entry{"phi3", "transformers Phi3Config",
          R"({"vocab_size": 32064, "intermediate_size": 8192, "max_position_embeddings": 4096,
              "hidden_act": "silu", "sliding_window": null, "tie_word_embeddings": false})"},
    Entry{"falcon", "transformers FalconConfig",
          R"({"vocab_size": 65024, "max_position_embeddings": 2048, "new_decoder_architecture": false,
              "multi_query": true, "bias": false, "tie_word_embeddings": true})"},
    // Falcon's original remote-code configs (tiiuae configuration_RW.py): "RefinedWeb" is
    // the 40B's grouped-KV decoder, "RefinedWebModel" the 7B's multi-query one; transformers
    // maps them onto FalconConfig's new_decoder_architecture.
    Entry{"RefinedWeb", "tiiuae configuration_RW.py RWConfig (falcon-40b), as transformers FalconConfig reads it",
          R"({"vocab_size": 65024, "max_position_embeddings": 2048, "new_decoder_architecture": true,
              "multi_query": true, "bias": false, "tie_word_embeddings": true})"},
    Entry{"RefinedWebModel", "tiiuae configuration_RW.py RWConfig (falcon-7b), as transformers FalconConfig reads it",
          R"({"vocab_size": 65024, "max_position_embeddings": 2048, "new_decoder_architecture": false,
              "multi_query": true, "bias": false, "tie_word_embeddings": true})"},
    Entry{"llama4_text", "transformers Llama4TextConfig",
          R"({"vocab_size": 202048, "intermediate_size": 8192, "intermediate_size_mlp": 16384,
              "num_key_value_heads": 8, "head_dim": 128, "max_position_embeddings": 131072, "hidden_act": "silu",
              "num_local_experts": 16, "num_experts_per_tok": 1, "interleave_moe_layer_step": 1,
              "attention_chunk_size": 8192, "no_rope_layer_interval": 4, "attention_bias": false,
              "tie_word_embeddings": false})"},
    Entry{"gpt_oss", "transformers GptOssConfig",
          R"({"vocab_size": 201088, "intermediate_size": 2880, "num_key_value_heads": 8, "head_dim": 64,
              "max_position_embeddings": 131072, "hidden_act": "silu", "num_local_experts": 128,
              "num_experts_per_tok": 4, "sliding_window": 128, "attention_bias": true,
              "tie_word_embeddings": false})"},
    Entry{"gpt2", "transformers GPT2Config",
          R"({"vocab_size": 50257, "n_positions": 1024, "tie_word_embeddings": true})"},
    Entry{"gptj", "transformers GPTJConfig",
          R"({"vocab_size": 50400, "n_positions": 2048, "tie_word_embeddings": false})"},
    Entry{"gpt_neox", "transformers GPTNeoXConfig",
          R"({"vocab_size": 50432, "max_position_embeddings": 2048, "tie_word_embeddings": false})"},
    Entry{"bert", "transformers BertConfig",
          R"({"vocab_size": 30522, "intermediate_size": 3072, "max_position_embeddings": 512,
              "tie_word_embeddings": true})"},
};

struct Parsed
{
    std::vector<json> values;
    std::vector<ModelTypeDefaults> defaults;
};

const Parsed& parsed()
{
    static const Parsed table = [] {
        Parsed out;
        out.values.reserve(entries.size());
        for (const auto& entry : entries)
            out.values.push_back(json::parse(entry.values));
        for (std::size_t i = 0; i < entries.size(); ++i)
            out.defaults.push_back({entries[i].modelType, entries[i].source, out.values[i]});
        return out;
    }();
    return table;
}

// Known keys that do not change what the engine computes. Sorted for binary search.
constexpr std::string_view irrelevantKeys[] = {
    "_attn_implementation",
    "_attn_implementation_autoset",
    "_name_or_path",
    "activation_dropout",
    "alibi",
    "apply_residual_connection_post_layernorm",
    "architectures",
    "attention_dropout",
    "attention_probs_dropout_prob",
    "attn_logit_softcapping",
    "attn_pdrop",
    "attn_temperature_tuning",
    "auto_map",
    "aux_loss_alpha",
    "boi_token_index",
    "bos_token_id",
    "cache_implementation",
    "classifier_dropout",
    "decoder_start_token_id",
    "dropout",
    "embd_pdrop",
    "eoi_token_index",
    "eos_token_id",
    "ep_size",
    "final_logit_softcapping",
    "floor_scale",
    "for_llm_compressor",
    "gradient_checkpointing",
    "hidden_dropout",
    "hidden_dropout_prob",
    "id2label",
    "image_token_id",
    "image_token_index",
    "initial_context_length",
    "initializer_factor",
    "initializer_range",
    "is_decoder",
    "label2id",
    "layer_norm_eps",
    "layer_norm_epsilon",
    "mm_tokens_per_image",
    "n_group",
    "norm_eps",
    "norm_topk_prob",
    "num_labels",
    "original_max_position_embeddings",
    "output_router_logits",
    "pad_token_id",
    "parallel_attn",
    "partial_rotary_factor",
    "position_embedding_type",
    "pretraining_tp",
    "query_pre_attn_scalar",
    "resid_pdrop",
    "rms_norm_eps",
    "rope_local_base_freq",
    "rope_parameters",
    "rope_scaling",
    "rope_theta",
    "rotary_dim",
    "rotary_emb_base",
    "rotary_pct",
    "routed_scaling_factor",
    "router_aux_loss_coef",
    "router_jitter_noise",
    "router_z_loss_coef",
    "scale_attn_weights",
    "scoring_func",
    "seq_aux",
    "sliding_window_size",
    "summary_activation",
    "summary_first_dropout",
    "summary_proj_to_labels",
    "summary_type",
    "summary_use_proj",
    "swiglu_limit",
    "task_specific_params",
    "tokenizer_class",
    "topk_group",
    "topk_method",
    "torch_dtype",
    "transformers_version",
    "type_vocab_size",
    "use_bfloat16",
    "use_cache",
    "use_mrope",
    "use_parallel_residual",
    "use_qk_norm",
    "vision_feature_layer",
    "vision_feature_select_strategy",
    "vocab_file",
    "dtype",
};

} // namespace

const ModelTypeDefaults* defaultsFor(std::string_view modelType)
{
    for (const auto& defaults : parsed().defaults) {
        if (defaults.modelType == modelType)
            return &defaults;
    }
    return nullptr;
}

std::string_view textModelTypeFor(std::string_view rootModelType)
{
    if (rootModelType == "gemma3")
        return "gemma3_text";
    if (rootModelType == "llama4")
        return "llama4_text";
    if (rootModelType == "llava" || rootModelType == "llava_next" || rootModelType == "mllama")
        return "llama";
    return rootModelType;
}

bool isKnownIrrelevantKey(std::string_view key)
{
    static const std::vector<std::string_view> sorted = [] {
        std::vector<std::string_view> keys(std::begin(irrelevantKeys), std::end(irrelevantKeys));
        std::sort(keys.begin(), keys.end());
        return keys;
    }();
    return std::binary_search(sorted.begin(), sorted.end(), key);
}

} // namespace gpuatlas::engine::inline imports::hfconfig
