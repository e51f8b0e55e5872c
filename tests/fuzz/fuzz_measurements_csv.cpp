// SPDX-License-Identifier: GPL-3.0-or-later
// readMeasurementsCsv: the same rows as fuzz_measurements, from a spreadsheet export.
#include "MeasurementChecks.h"
#include "engine/calibration/MeasurementFiles.h"

using namespace gpuatlas;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    auto rows = engine::readMeasurementsCsv(fuzz::asText(data, size), "fuzz.csv");
    if (fuzz::loaded(rows, "fuzz.csv"))
        fuzz::checkMeasurements(rows.value());
    return 0;
}
