// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The unit conversions the engine's formulas use, in one place, so that no file writes
// its own 1000.0 for "milliseconds per second". SI prefixes are decimal (a GB is 10^9
// bytes, as the vendors' datasheets count memory and bandwidth).
namespace gpuatlas::engine::inline core::units {

inline constexpr double msPerSecond = 1000.0;
inline constexpr double secondsPerHour = 3600.0;
inline constexpr double hoursPerDay = 24.0;
inline constexpr double wattsPerKw = 1000.0;
inline constexpr double million = 1.0e6;
inline constexpr double milli = 1.0e-3;
inline constexpr double micro = 1.0e-6;
inline constexpr double giga = 1.0e9;
inline constexpr double tera = 1.0e12;

} // namespace gpuatlas::engine::inline core::units
