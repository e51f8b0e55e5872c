// SPDX-License-Identifier: GPL-3.0-or-later
// readMeasurements (the user's calibration measurements, JSON). What loads must write
// back (measurementsDocument) and load to the same rows, and calibrating the shipped
// catalogue with them must give finite factors and errors.
#include "MeasurementChecks.h"
#include "engine/calibration/MeasurementFiles.h"

using namespace gpuatlas;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    auto rows = engine::readMeasurements(fuzz::asText(data, size), "fuzz.json");
    if (fuzz::loaded(rows, "fuzz.json"))
        fuzz::checkMeasurements(rows.value());
    return 0;
}
