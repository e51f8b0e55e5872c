// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/core/Assumptions.h"

#include <algorithm>

namespace gpuatlas::engine::inline core {

namespace {

using Id = AssumptionId;
using Group = AssumptionGroup;

// The table of record: default value, unit, bounds and source of every constant.
// "Fitted" values were calibrated against tests/engine/data/calibration.json as a whole
// (docs/engine.md lists the per-row errors); none is tuned to a single row or GPU.
constexpr AssumptionInfo table[] = {
    {Id::UsableMemoryFraction, Group::Memory, "memory.usable_fraction", 0.90, "fraction", 0.5, 1.0,
     "vLLM gpu_memory_utilization default 0.9 (docs.vllm.ai, engine arguments); the rest is left to the driver, "
     "allocator fragmentation and other processes"},
    {Id::TrainUsableMemoryFraction, Group::Memory, "memory.train_usable_fraction", 0.95, "fraction", 0.5, 1.0,
     "training frameworks reserve nothing up front: PyTorch's caching allocator may use all of the card but the CUDA "
     "context (about 0.5-1 GB) and what fragmentation wastes (PyTorch CUDA memory management notes); 5% is left"},
    {Id::RuntimeReserveGB, Group::Memory, "memory.runtime_reserve_gb", 0.6, "GB", 0.0, 16.0,
     "CUDA context, cuBLAS/NCCL workspaces and CUDA graphs; llm-d capacity planner measurement of vLLM "
     "(Llama-3.1-8B, H100): activation and graph reserve 4.76 GiB, of which the activation workspace below explains "
     "~4.2"},
    {Id::BatchedTokens, Group::Memory, "inference.batched_tokens", 8192, "tokens", 1, 1.0e6,
     "vLLM V1 default max_num_batched_tokens for the API server on GPUs with 70 GiB or more (8192); "
     "the runtime's forward pass over this many tokens sizes its activation workspace"},
    {Id::InferenceActivationBytes, Group::Memory, "inference.activation_bytes", 2, "bytes/element", 1, 4,
     "16-bit activations (FP16/BF16) in inference runtimes"},
    {Id::LogitsBytes, Group::Memory, "memory.logits_bytes", 4, "bytes/element", 2, 8,
     "logits are upcast to FP32 for softmax and cross-entropy (vLLM sampler, PyTorch/Megatron loss)"},
    {Id::MaxBatch, Group::Memory, "inference.max_batch", 1024, "sequences", 1, 1.0e6,
     "vLLM V1 default max_num_seqs on large GPUs (1024); TensorRT-LLM's published throughput runs top out at 1024"},
    {Id::LargeGpuGiB, Group::Memory, "inference.large_gpu_gib", 70, "GiB", 1, 1024,
     "vLLM sizes its scheduler by the GPU: 70 GiB or more (and not an A100, which vLLM excludes by name: PR "
     "#17885) get max_num_batched_tokens 8192 and max_num_seqs 1024 for the API server, smaller GPUs 2048 and 256 "
     "(vllm/engine/arg_utils.py, get_batch_defaults)"},
    {Id::BatchedTokensSmallGpu, Group::Memory, "inference.batched_tokens_small_gpu", 2048, "tokens", 1, 1.0e6,
     "vLLM's max_num_batched_tokens for the API server on GPUs below inference.large_gpu_gib and on A100s "
     "(vllm/engine/arg_utils.py, get_batch_defaults)"},
    {Id::MaxBatchSmallGpu, Group::Memory, "inference.max_batch_small_gpu", 256, "sequences", 1, 1.0e6,
     "vLLM's max_num_seqs on GPUs below inference.large_gpu_gib and on A100s (vllm/engine/arg_utils.py, "
     "get_batch_defaults)"},
    {Id::Int4BitsPerWeight, Group::Memory, "quant.int4_bits_per_weight", 4.25, "bits/weight", 4.0, 8.0,
     "AWQ/GPTQ with group size 128: 4-bit weights plus an FP16 scale and zero point per 128 weights = 4.25 bits"},
    {Id::Nf4BitsPerWeight, Group::Memory, "quant.nf4_bits_per_weight", 4.127, "bits/weight", 4.0, 8.0,
     "QLoRA (Dettmers et al. 2023, arXiv:2305.14314): NF4 with double quantisation costs 4 + 0.127 bits per parameter"},
    {Id::QuantEmbeddings16Bit, Group::Memory, "quant.embeddings_16bit", 1.0, "fraction", 0.0, 1.0,
     "share of the input embedding and output head kept at 16 bits in INT4/INT8/FP8 inference: AutoAWQ and GPTQ "
     "quantise only the blocks' linear layers, TensorRT-LLM's FP8 recipe leaves lm_head unquantised (1); llama.cpp "
     "GGUF quantises token_embd and output too (Q4_K_M: the Llama 3 8B file is 4.92 GB, 4.9 bits over all weights) "
     "(0)"},
    {Id::TrainWeightBytes, Group::Memory, "train.weight_bytes", 2, "bytes/param", 1, 4,
     "mixed-precision training keeps FP16/BF16 working weights (Micikevicius et al. 2018; ZeRO, Rajbhandari et al. "
     "2020)"},
    {Id::TrainGradientBytes, Group::Memory, "train.gradient_bytes", 2, "bytes/param", 1, 4,
     "FP16/BF16 gradients (ZeRO, Rajbhandari et al. 2020, section 3.1: 2 + 2 + K with K = 12 for Adam)"},
    {Id::TrainMasterBytes, Group::Memory, "train.master_weight_bytes", 4, "bytes/param", 0, 4,
     "FP32 master copy of the weights kept by the optimizer (ZeRO, section 3.1)"},
    {Id::AdamStateBytes, Group::Memory, "train.adam_state_bytes", 8, "bytes/param", 0, 16,
     "Adam/AdamW first and second moments in FP32 (ZeRO, section 3.1: K = 12 = 4 master + 8 moments)"},
    {Id::Adam8bitStateBytes, Group::Memory, "train.adam8bit_state_bytes", 2, "bytes/param", 0, 16,
     "8-bit Adam keeps both moments in 8 bits (Dettmers et al. 2022, arXiv:2110.02861)"},
    {Id::SgdStateBytes, Group::Memory, "train.sgd_state_bytes", 4, "bytes/param", 0, 16,
     "SGD with momentum: one FP32 momentum buffer per parameter"},
    {Id::LoraStateBytes, Group::Memory, "train.lora_state_bytes", 16, "bytes/param", 4, 32,
     "LoRA adapters are trained in FP32 by PEFT: weight 4 + gradient 4 + Adam moments 8"},
    {Id::ActivationCoeffStored, Group::Memory, "train.activation_coeff_linear", 34, "bytes/(token x hidden)", 0, 200,
     "Korthikanti et al. 2022 (arXiv:2205.05198), eq. 1: activations per layer = s*b*h*(34 + 5*a*s/h) bytes at 16-bit"},
    {Id::ActivationCoeffAttention, Group::Memory, "train.activation_coeff_attention", 5, "bytes/(token x head x token)",
     0, 20,
     "Korthikanti et al. 2022, eq. 1: the 5*a*s/h term (attention scores, softmax, dropout); selective recomputation "
     "drops it"},
    {Id::ActivationCoeffFullRecompute, Group::Memory, "train.activation_coeff_full_recompute", 2,
     "bytes/(token x hidden)", 0, 20,
     "Korthikanti et al. 2022, section 4: full recomputation keeps only each layer's 16-bit input, 2*s*b*h bytes"},
    {Id::Fp4BitsPerWeight, Group::Memory, "quant.fp4_bits_per_weight", 4.5, "bits/weight", 4.0, 8.0,
     "NVFP4 (NVIDIA Blackwell): 4-bit E2M1 values with one FP8 E4M3 scale per 16 values = 4.5 bits (NVIDIA "
     "Technical Blog, 'Introducing NVFP4 for Efficient and Accurate Low-Precision Inference', 2025); MXFP4 (OCP "
     "Microscaling Formats v1.0, 32-value blocks with an E8M0 scale, as in gpt-oss) costs 4.25"},
    {Id::Fp8WeightCacheBytes, Group::Memory, "train.fp8_weight_cache_bytes", 2, "bytes/param", 0, 4,
     "FP8 training with Transformer Engine casts each weight to FP8 once per optimizer step and caches it across "
     "micro-batches, in both row-wise and column-wise (transposed) usage on Hopper (Transformer Engine docs, "
     "'Performance considerations: handling transposes' and 'FP8 weight caching'): 1 + 1 bytes per parameter"},
    {Id::Fp8ActivationSaving, Group::Memory, "train.fp8_activation_saving", 7, "bytes/(token x hidden)", 0, 34,
     "FP8 training saves the inputs of the linear layers for backward in FP8 (Transformer Engine): of Korthikanti "
     "et al.'s 34 bytes per token and hidden unit, the linear inputs are 2 (QKV) + 2 (attention output) + 2 (MLP "
     "in) + 8 (MLP out) = 14 bytes at 16 bit, half of it saved in 8 bit"},

    {Id::DiffusionLiveActivationShare, Group::Memory, "memory.diffusion_live_activation_share", 0.58,
     "x training activations", 0.01, 1.0,
     "a denoising step keeps only what its blocks and the VAE decode hold at once, not the stored-for-backward "
     "activations of every block: Hugging Face, 'Exploring simple optimizations for SDXL' (2023): SDXL 1024 x 1024 "
     "in FP16 on an A100, 4 images at once, peaks at 21.7 GB, of which about 7.2 GB are weights: 3.6 GB an image, "
     "0.58 of the 6.3 GB a training sample stores (models.json)"},

    {Id::PrefillEfficiency, Group::Performance, "perf.prefill_efficiency", 0.72, "fraction of peak", 0.05, 1.0,
     "fitted: compute-bound phases (prefill, encoders) against MLPerf Inference v3.0 BERT-99 and TensorRT-LLM v0.9"},
    {Id::DecodeComputeEfficiency, Group::Performance, "perf.decode_compute_efficiency", 0.42, "fraction of peak", 0.05,
     1.0, "fitted: large-batch decode GEMMs (skinny, batch-sized M) against TensorRT-LLM v0.9 128/128 rows"},
    {Id::EightBitPathEfficiency, Group::Performance, "perf.eight_bit_path_efficiency", 0.66, "x 16-bit efficiency", 0.3,
     1.0,
     "fitted: FP8/INT8 kernels reach a smaller share of their doubled peak (non-GEMM work does not speed up): "
     "about 1.3x over FP16, in line with NVIDIA's published FP8 gains for TensorRT-LLM"},
    {Id::DiffusionEfficiency, Group::Performance, "perf.diffusion_efficiency", 0.43, "fraction of peak", 0.05, 1.0,
     "fitted: a diffusion denoiser (a UNet's convolutions, group norms and attention over 4,096 latent positions) "
     "runs well below the large GEMMs of perf.prefill_efficiency; one row, MLPerf Inference v4.1 SDXL Offline on "
     "8 x H100 SXM in FP8 (NVIDIA, 16.35 images/s at 20 steps: 28.6% of the FP8 peak, over "
     "perf.eight_bit_path_efficiency)"},
    {Id::EightBitTrainEfficiency, Group::Performance, "perf.eight_bit_train_efficiency", 0.88, "x 16-bit efficiency",
     0.3, 1.0,
     "fitted: FP8 training GEMMs (Transformer Engine) reach this share of the 16-bit efficiency against their doubled "
     "peak, fitted to the NeMo 24.07 FP8 pre-training rows (calibration set)"},
    {Id::DecodeBandwidthEfficiencyHbm, Group::Performance, "perf.decode_bw_efficiency_hbm", 0.61, "fraction of spec",
     0.05, 1.0,
     "fitted: HBM bandwidth reached by batched decode (TensorRT-LLM v0.9); HBM needs more bytes in flight than "
     "decode kernels keep, so it lands further from spec than GDDR"},
    {Id::DecodeBandwidthEfficiencyGddr, Group::Performance, "perf.decode_bw_efficiency_gddr", 0.91, "fraction of spec",
     0.05, 1.0,
     "fitted: GDDR bandwidth reached by decode (TensorRT-LLM v0.9 L40S rows; llama.cpp GDDR cards reach 80-87% "
     "of spec including overhead)"},
    {Id::KvReadEfficiency, Group::Performance, "perf.kv_read_efficiency", 0.71, "x weight streaming", 0.1, 1.0,
     "fitted: paged KV-cache reads in decode attention are less regular than weight streaming"},
    {Id::StepOverheadMs, Group::Performance, "perf.step_overhead_ms", 0.55, "ms", 0.0, 50.0,
     "fitted: per decode step fixed cost (scheduling, sampling, kernel launches not hidden by CUDA graphs)"},
    {Id::Fp4PathEfficiency, Group::Performance, "perf.fp4_path_efficiency", 0.50, "x 16-bit efficiency", 0.1, 1.0,
     "NVIDIA AIConfigurator database (ai-dynamo/aiconfigurator v0.10.0, b200_sxm TensorRT-LLM 1.2.0rc5 GEMM rows, "
     "N = K = 8192): NVFP4 GEMMs reach 30% of the FP4 peak at 512 tokens and 42% at 8,192, where BF16 reaches 65% "
     "and 68% of its peak: 0.46-0.63 of the 16-bit efficiency against their quadrupled peak"},
    {Id::WeightOnlyEfficiency, Group::Performance, "perf.weight_only_efficiency", 0.30, "x 16-bit efficiency", 0.1, 1.0,
     "fitted to the TensorRT-LLM perf-overview gpt-oss rows on Hopper (calibration split): 4-bit weights unpacked "
     "in the GEMM and multiplied in 16 bit (TensorRT-LLM's Triton MXFP4 MoE kernels on Hopper, BF16 activations; "
     "its gpt-oss deployment guide, MoE backend support matrix) reach this share of a 16-bit GEMM"},
    {Id::MoeLayerOverheadUs, Group::Performance, "perf.moe_layer_overhead_us", 35, "us", 0.0, 1000.0,
     "NVIDIA AIConfigurator database (TensorRT-LLM 1.2.0rc5 MoE rows, EP8, one token): a mixture-of-experts "
     "layer's routing, permutation and finalize cost 30-45 us beyond reading the one expert's weights (H100/H200/"
     "B200, DeepSeek-V3 and Qwen3-235B shapes), once per layer and step whatever the batch"},
    {Id::MlaAttentionEfficiency, Group::Performance, "perf.mla_attention_efficiency", 0.58, "fraction of 16-bit peak",
     0.05, 1.0,
     "NVIDIA AIConfigurator database (TensorRT-LLM 1.2.0rc5 generation MLA rows, 128 heads, batch 256 x 8,192 "
     "tokens): absorbed MLA decode attention runs at 56-61% of the BF16 dense peak on H100, H200 and B200"},
    {Id::SequenceOverheadUs, Group::Performance, "perf.sequence_overhead_us", 0.0, "us per sequence", 0.0, 1000.0,
     "the serving runtime's host work per sequence and decode step (scheduling, sampling, detokenising) that the GPU "
     "waits for; 0 for the engine's optimised defaults, fitted per runtime (Assumptions::forRuntime)"},
    {Id::TrainComputeEfficiency, Group::Performance, "perf.train_efficiency", 0.60, "fraction of peak", 0.05, 1.0,
     "EleutherAI 'Transformer Math 101': GPT-NeoX reached 48-58% of A100 BF16 dense peak; MosaicML/Megatron "
     "MFU reports 40-60%; the elementwise traffic below is modelled separately"},
    {Id::TrainBandwidthEfficiencyHbm, Group::Performance, "perf.train_bw_efficiency_hbm", 0.61, "fraction of spec",
     0.05, 1.0, "elementwise kernels (normalisation, activations, optimizer) on HBM; same value as decode streaming"},
    {Id::TrainBandwidthEfficiencyGddr, Group::Performance, "perf.train_bw_efficiency_gddr", 0.91, "fraction of spec",
     0.05, 1.0, "elementwise kernels on GDDR; same value as decode streaming"},
    {Id::ElementwiseTrafficFactor, Group::Performance, "perf.elementwise_traffic_factor", 12, "x stored activations", 0,
     100,
     "fitted to Lambda ResNet-50 FP16 training throughput: bytes moved by memory-bound kernels (batch norm, ReLU, "
     "residual adds, their backward) per training sample, as a multiple of the activations kept for backward"},
    {Id::ElementwiseTrafficFactorTransformer, Group::Performance, "perf.elementwise_traffic_factor_transformer", 2,
     "x stored activations", 0, 100,
     "fitted to the NeMo 24.07 pre-training rows (calibration set): transformers run fused normalisation, bias, "
     "activation and attention kernels (Transformer Engine, FlashAttention), so their memory-bound traffic per token "
     "is a small multiple of the activations kept for backward, far below a CNN's batch norm and ReLU traffic"},
    {Id::FullRecomputeFlopsFactor, Group::Performance, "perf.full_recompute_flops", 8, "x params FLOPs/token", 6, 12,
     "Narayanan et al. 2021 (arXiv:2104.04473): 6N FLOPs per token, 8N with full activation recomputation"},
    {Id::LoraFlopsFactor, Group::Performance, "perf.lora_flops", 4, "x params FLOPs/token", 2, 6,
     "LoRA: forward 2N plus activation gradients 2N through the frozen base; weight gradients only for adapters"},
    {Id::GlobalBatchTokens, Group::Performance, "train.global_batch_tokens", 4194304, "tokens", 1, 1.0e9,
     "tokens per optimizer step of a transformer; micro-batches are accumulated up to it: Llama 2 trained with 4M "
     "tokens per step (Touvron et al. 2023, arXiv:2307.09288, section 2.2), GPT-3 175B with 3.2M (Brown et al. 2020, "
     "arXiv:2005.14165, table 2.1)"},

    {Id::NvlinkEfficiency, Group::Interconnect, "comm.nvlink_efficiency", 0.80, "fraction of link", 0.1, 1.0,
     "nccl-tests all-reduce bus bandwidth on NVLink/NVSwitch reaches about 80% of the per-direction link rate"},
    {Id::PcieEfficiency, Group::Interconnect, "comm.pcie_efficiency", 0.60, "fraction of link", 0.05, 1.0,
     "all-reduce over PCIe (P2P through the root complex or a switch) reaches about 60% of the x16 rate"},
    {Id::NvlinkLatencyUs, Group::Interconnect, "comm.nvlink_latency_us", 8, "us", 0, 1000,
     "NCCL small-message all-reduce latency within an NVLink node"},
    {Id::PcieLatencyUs, Group::Interconnect, "comm.pcie_latency_us", 20, "us", 0, 1000,
     "NCCL small-message all-reduce latency over PCIe"},
    {Id::HostStagedFraction, Group::Interconnect, "comm.host_staged_fraction", 0.25, "x PCIe all-reduce rate", 0.05,
     1.0,
     "fitted: without peer-to-peer (GeForce cards: NVIDIA disables P2P on the RTX 4090, nccl-tests issue #117; "
     "tinygrad's patched kernel module exists to restore it) NCCL stages every transfer through host memory (its "
     "SHM transport), crossing PCIe twice with a CPU copy between; fitted so that two RTX 4090s in tensor parallel "
     "serve the 1.47x of one that databasemart.com measured ('vLLM Distributed Inference Optimization', vLLM, "
     "DeepSeek-R1-Distill-Llama-8B: 3,350 against 2,285 output tokens/s)"},
    {Id::HostStagedLatencyUs, Group::Interconnect, "comm.host_staged_latency_us", 40, "us", 0, 1000,
     "twice comm.pcie_latency_us: a transfer through host memory makes two PCIe hops and a CPU-side copy (NCCL SHM "
     "transport); not fitted"},
    {Id::InterNodeGBs, Group::Interconnect, "comm.internode_gbs", 50, "GB/s per GPU", 1, 1000,
     "network between servers for a GPU on PCIe Gen 5: one 400 Gb/s InfiniBand NDR (or RoCE) adapter per GPU, per "
     "direction, as in NVIDIA DGX H100 (ConnectX-7, DGX H100 user guide)"},
    {Id::InterNodeGBsPcie4, Group::Interconnect, "comm.internode_gbs_pcie4", 25, "GB/s per GPU", 1, 1000,
     "for a GPU on PCIe Gen 4 (and half of it for Gen 3): one 200 Gb/s InfiniBand HDR adapter per GPU, as in NVIDIA "
     "DGX A100 (8x ConnectX-6, DGX A100 user guide); a PCIe Gen 4 x16 slot carries no more"},
    {Id::InterNodeGBsPcie6, Group::Interconnect, "comm.internode_gbs_pcie6", 100, "GB/s per GPU", 1, 1000,
     "for a GPU on PCIe Gen 6: one 800 Gb/s ConnectX-8 SuperNIC per GPU, as in NVIDIA DGX B300 / HGX B300"},
    {Id::DataParallelOverlap, Group::Interconnect, "comm.dp_overlap", 0.5, "fraction of backward", 0.0, 1.0,
     "PyTorch DDP/ZeRO bucket gradients and overlap their all-reduce with the rest of backward (Li et al. 2020, "
     "arXiv:2006.15704); ZeRO-3 prefetches the next layer's weights during forward and backward (DeepSpeed); "
     "assume half of the compute the traffic runs beside can hide it"},
    {Id::TensorParallelOverlap, Group::Interconnect, "comm.tp_overlap", 0.3, "fraction of compute", 0.0, 1.0,
     "fitted: share of a training step's computation that hides tensor-parallel traffic (Megatron-Core and "
     "Transformer Engine overlap the all-gathers and reduce-scatters of sequence parallelism with the GEMMs: NeMo's "
     "tp_comm_overlap), fitted to the NeMo 24.07 rows (calibration set)"},
    {Id::NodeSize, Group::Interconnect, "topology.node_size", 8, "GPUs", 1, 64,
     "an HGX/DGX server holds 8 GPUs; tensor parallelism stays within one node"},
    {Id::WorkstationMaxGpus, Group::Interconnect, "topology.workstation_max_gpus", 4, "GPUs", 1, 16,
     "a desktop tower has room and power for about four double-width PCIe cards"},

    {Id::PowerUtilisation, Group::Energy, "energy.power_fraction", typicalBoardPowerFraction, "fraction of TDP", 0.1,
     1.2,
     "average board power under sustained AI load; GPUs draw 60-90% of TDP in training and serving (ML.ENERGY "
     "leaderboard, MLPerf Power)"},
    {Id::Pue, Group::Energy, "energy.pue", 1.0, "ratio", 1.0, 3.0,
     "1 = GPU energy only; set a data-centre PUE (about 1.1-1.6) to include cooling and power delivery"},

    {Id::HostDesktopBandwidthGBs, Group::Host, "host.desktop_bandwidth_gbs", 89.6, "GB/s", 1, 10000,
     "system memory of a desktop (workstation setting): dual-channel DDR5-5600, 2 channels x 8 bytes x 5,600 MT/s; "
     "the layers llama.cpp keeps in system memory are read from it"},
    {Id::HostServerBandwidthGBs, Group::Host, "host.server_bandwidth_gbs", 307.2, "GB/s", 1, 10000,
     "system memory of a server or a workstation-class tower (cloud and node settings): eight-channel DDR5-4800, "
     "8 x 8 bytes x 4,800 MT/s (one socket of a Xeon or EPYC server, a Threadripper Pro)"},
    {Id::HostBandwidthEfficiency, Group::Host, "host.bandwidth_efficiency", 0.7, "fraction of spec", 0.05, 1.0,
     "share of the system memory's bandwidth llama.cpp's CPU token generation reaches: Llama 3.1 70B F16 at 4.31 "
     "tokens/s on 16-channel DDR5-6400 (74%, llama.cpp issue #11744); LLaMA 65B Q4_0 at 1,089 ms per token on "
     "dual-channel DDR4-3200 (66%, llama.cpp issue #34)"},
    {Id::HostMemoryGB, Group::Host, "host.memory_gb", 64, "GB", 1, 100000,
     "system memory that can hold the layers not on the GPU: a desktop with 2 x 32 GB; servers have more (set your "
     "own)"},
    {Id::HostAttentionLayerUs, Group::Host, "host.kv_attention_layer_us", 276, "us per layer and token", 0, 100000,
     "fitted: with the KV cache in system memory (llama.cpp --no-kv-offload, and every llama.cpp of 2023 unless "
     "n_gpu_layers exceeded the layers by 2), each layer on the GPU sends its attention to the CPU and back; LLaMA 7B "
     "Q4_0 on an RTX 3090 Ti generates 127.43 tokens/s with the cache on the GPU and 59.99 in host memory "
     "(llama.cpp PR #4812): 8.8 ms per token over 32 layers"},
    {Id::HostAttentionGflops, Group::Host, "host.attention_gflops", 32, "GFLOP/s", 0.1, 100000,
     "fitted: the rate of the prompt's attention on the CPU with the KV cache in system memory; LLaMA 7B Q4_0 on an "
     "RTX 3090 Ti processes a 512-token prompt at 4,035 tokens/s with the cache on the GPU and 238 in host memory "
     "(llama.cpp PR #4812)"},
    {Id::MinUsefulTokensPerS, Group::Host, "inference.min_useful_tokens_per_s", 5, "tokens/s", 0, 1000,
     "below this a chat reply comes slower than people read: silent reading runs at about 238 words per minute "
     "(Brysbaert 2019, Journal of Memory and Language 109), about 5 tokens per second"},
    {Id::RangeLow, Group::Uncertainty, "range.low", 0.70, "x estimate", 0.1, 1.0,
     "data/accuracy.json: [0.70, 1.40] x the estimate holds the measured value for 139 of the 154 cases the "
     "estimator reproduces (calibration and validation); the worst lie at 0.49x and 1.84x"},
    {Id::RangeHigh, Group::Uncertainty, "range.high", 1.40, "x estimate", 1.0, 5.0, "calibration: see range.low"},
    {Id::RangeInterconnectLow, Group::Uncertainty, "range.interconnect_low", 0.55, "x estimate", 0.1, 1.0,
     "multi-GPU communication is modelled, not calibrated: wider range when it dominates"},
    {Id::RangeInterconnectHigh, Group::Uncertainty, "range.interconnect_high", 1.5, "x estimate", 1.0, 5.0,
     "see range.interconnect_low"},
    {Id::RangeNotNativeWiden, Group::Uncertainty, "range.not_native_widen", 1.15, "x", 1.0, 3.0,
     "a precision the GPU emulates or falls back from depends on the runtime's kernels: widen the range"},

    {Id::MatrixRecommendedShare, Group::Suitability, "matrix.recommended_share", 0.85, "x best score", 0.05, 1.0,
     "suitability matrix: a GPU scoring at least this share of the best score among the columns is 'recommended'. "
     "Within 15% the engine cannot tell two GPUs apart: its estimates lie within a geometric-mean 1.13x of the "
     "measurements on the calibration split and 1.19x on the validation split (data/accuracy.json, docs/engine.md "
     "'Accuracy'), so a GPU 15% behind the best is inside the estimate's own error"},
    {Id::MatrixSuitableShare, Group::Suitability, "matrix.suitable_share", 0.5, "x best score", 0.0, 1.0,
     "suitability matrix: a feasible GPU scoring at least this share of the best is 'suitable', below it "
     "'possible'. Half is the width of the estimate's uncertainty range (range.low 0.7 to range.high 1.4, a factor "
     "of 2): above it the GPU could still match the best if its estimate were low and the best's high, below it "
     "it stays behind even then"},
    {Id::MatrixGapRatio, Group::Suitability, "matrix.gap_ratio", 2.0, "x best", 1.0, 100.0,
     "suitability matrix: a cell says that a GPU costs N x the cheapest, or takes N x as long as the fastest, for "
     "the same work when N reaches this factor: the width of the uncertainty range (range.high / range.low = 1.4 / "
     "0.7 = 2), so the gap is real and not the estimate's error"},
};

static_assert(std::size(table) == assumptionCount, "every AssumptionId needs a table row");

constexpr bool tableInOrder()
{
    for (std::size_t i = 0; i < std::size(table); ++i) {
        if (static_cast<std::size_t>(table[i].id) != i)
            return false;
    }
    return true;
}
static_assert(tableInOrder(), "table rows must follow AssumptionId order");

} // namespace

Assumptions::Assumptions()
{
    for (const auto& entry : table)
        m_values[static_cast<std::size_t>(entry.id)] = entry.defaultValue;
}

Assumptions Assumptions::forRuntime(Runtime runtime)
{
    Assumptions out;
    out.m_runtime = runtime;
    switch (runtime) {
    case Runtime::Optimized:
    case Runtime::Vllm:
    case Runtime::Sglang:
    case Runtime::Megatron:
        // One optimised set: calibrated on TensorRT-LLM v0.9, validated on vLLM and
        // NeMo/Megatron within their errors (docs/engine.md, "Accuracy"). No measurement in
        // the set separates vLLM from SGLang on equal terms (GPUStack's burst runs are set
        // by their longest answers, docs/engine.md), so no difference is invented.
        break;
    case Runtime::TensorRtLlm:
        // TensorRT-LLM 1.x serves from its PyTorch backend, whose Python scheduler and
        // sampler work on every request in every decode step: fitted to the perf-overview
        // rows of the calibration split (max-load runs of 400-3,000 sequences, where it shows).
        out.set(AssumptionId::SequenceOverheadUs, 6.0);
        break;
    case Runtime::LlamaCpp:
        // llama.cpp runs one stream with hundreds of small kernel launches per token and
        // K-quant formats. Fitted to the llama-bench rows of the calibration set (XiongjieDai
        // GPU-Benchmarks-on-LLM-Inference), which note HBM cards at 45-55% of spec bandwidth
        // and GDDR cards at 80-87%.
        out.set(AssumptionId::DecodeBandwidthEfficiencyHbm, 0.53);
        out.set(AssumptionId::DecodeBandwidthEfficiencyGddr, 0.92);
        out.set(AssumptionId::StepOverheadMs, 2.43);
        // Q4_K_M: Llama 3 8B file 4.92 GB for 8.03 B parameters = 4.9 bits per weight.
        out.set(AssumptionId::Int4BitsPerWeight, 4.9);
        // GGUF files quantise the embeddings and output head with the rest.
        out.set(AssumptionId::QuantEmbeddings16Bit, 0.0);
        // llama.cpp's default physical batch (n_ubatch) is 512 tokens.
        out.set(AssumptionId::BatchedTokens, 512);
        out.set(AssumptionId::MaxBatch, 64);
        out.set(AssumptionId::BatchedTokensSmallGpu, 512);
        out.set(AssumptionId::MaxBatchSmallGpu, 64);
        break;
    case Runtime::Transformers:
    case Runtime::DeepSpeed:
    case Runtime::Fsdp:
        // Their tensor-parallel collectives are not overlapped with the GEMMs (that is
        // Megatron-Core's Transformer Engine userbuffers); plain transformers also serves
        // without continuous batching (DecoderServing).
        out.set(AssumptionId::TensorParallelOverlap, 0.0);
        break;
    }
    return out;
}

Assumptions Assumptions::forOtherRuntime(Runtime runtime) const
{
    if (runtime == m_runtime)
        return *this;
    Assumptions out = forRuntime(runtime);
    for (const auto& entry : table) {
        if (!isDefault(entry.id))
            out.m_values[static_cast<std::size_t>(entry.id)] = (*this)[entry.id];
    }
    out.m_gpuFactors = m_gpuFactors;
    return out;
}

std::span<const AssumptionInfo> Assumptions::all()
{
    return table;
}

const AssumptionInfo& Assumptions::info(AssumptionId id)
{
    return table[static_cast<std::size_t>(id)];
}

const AssumptionInfo* Assumptions::find(std::string_view key)
{
    for (const auto& entry : table) {
        if (entry.key == key)
            return &entry;
    }
    return nullptr;
}

double Assumptions::set(AssumptionId id, double value)
{
    const auto& entry = info(id);
    const double clamped = std::clamp(value, entry.minimum, entry.maximum);
    m_values[static_cast<std::size_t>(id)] = clamped;
    return clamped;
}

bool Assumptions::set(std::string_view key, double value)
{
    const auto* entry = find(key);
    if (!entry)
        return false;
    set(entry->id, value);
    return true;
}

bool Assumptions::isDefault(AssumptionId id) const
{
    return (*this)[id] == forRuntime(m_runtime)[id];
}

std::string_view Assumptions::runtimeId() const
{
    return engine::runtimeId(m_runtime);
}

std::optional<Runtime> Assumptions::runtimeFromId(std::string_view id)
{
    return engine::runtimeFromId(id);
}

void Assumptions::setGpuFactor(const std::string& gpuId, double factor)
{
    if (factor == 1.0)
        m_gpuFactors.erase(gpuId);
    else
        m_gpuFactors[gpuId] = std::clamp(factor, 0.05, 20.0);
}

double Assumptions::gpuFactor(std::string_view gpuId) const
{
    if (m_gpuFactors.empty()) // the usual case, and on the estimator's hot path
        return 1.0;
    const auto it = m_gpuFactors.find(gpuId);
    return it == m_gpuFactors.end() ? 1.0 : it->second;
}

std::string_view assumptionGroupId(AssumptionGroup group)
{
    switch (group) {
    case AssumptionGroup::Memory:
        return "memory";
    case AssumptionGroup::Performance:
        return "performance";
    case AssumptionGroup::Interconnect:
        return "interconnect";
    case AssumptionGroup::Energy:
        return "energy";
    case AssumptionGroup::Host:
        return "host";
    case AssumptionGroup::Uncertainty:
        return "uncertainty";
    case AssumptionGroup::Suitability:
        return "suitability";
    }
    return "memory";
}

} // namespace gpuatlas::engine::inline core
