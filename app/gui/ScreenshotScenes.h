// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Workload.h"

namespace gpuatlas::ui {

class ScreenshotRenderer;

// The scenes `gpu-atlas --screenshot FILE --page NAME` can show, each with the demo data it
// needs (a preset workload, an example price, measurement or GPU, in memory only): the
// README's and the docs' pictures and the smoke tests. Part of the program, not of the UI
// library. Add a page here.
ScreenshotRenderer standardScreenshots();

// The fine-tuning job the "tco" scene answers rent-or-buy for: LoRA of Llama 3 8B on
// 2 billion tokens within two days, up to 8 GPUs.
engine::Workload fineTuningExample();

} // namespace gpuatlas::ui
