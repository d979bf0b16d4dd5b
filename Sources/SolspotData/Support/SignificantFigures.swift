#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// A positive number rounded to a few significant figures, held as whole digits and a power of
/// ten, so that no finite number is too large or too small for it.
///
/// `SignificantFigures(0.000_001_234, figures: 2, rounding: .down)` is 12 · 10⁻⁷. Ends of an
/// interval and bounds round outward (a lower end or an "at least" bound down, an upper end or
/// an "at most" bound up), so that a rounded range never claims to be narrower than the
/// computed one.
///
/// Properties (mirrored by the tests):
/// - `digits` has exactly `figures` digits;
/// - `.down` never exceeds the number and `.up` never falls below it (``value`` saturates at
///   the largest finite double);
/// - defined for every finite positive double, subnormal ones included.
public struct SignificantFigures: Sendable, Hashable {
  /// Which way a number is rounded.
  public enum Rounding: Sendable, Hashable {
    /// To the nearest: a point value.
    case nearest
    /// Down: a lower end or an "at least" bound.
    case down
    /// Up: an upper end or an "at most" bound.
    case up
  }

  /// The digits as a whole number: from 10 to 99 for two figures.
  public let digits: Int
  /// The power of ten of the last digit: the number is `digits · 10^exponent`.
  public let exponent: Int
  /// How many figures `digits` has.
  public let figures: Int

  /// Rounds `value` to `figures` significant figures, or returns `nil` when `value` is not a
  /// finite number above zero.
  ///
  /// - Parameter figures: From 1 to 15; values outside are clamped.
  public init?(_ value: Double, figures: Int, rounding: Rounding) {
    guard value.isFinite, value > 0 else { return nil }
    let figures = min(15, max(1, figures))
    var low = 1.0
    for _ in 1..<figures { low *= 10 }
    let high = low * 10
    var exponent = Int(log10(value).rounded(.down)) - (figures - 1)
    var scaled = Self.scale(value, byPowerOfTen: -exponent)
    // log10 can land a hair off near a power of ten: bring the digits into [low, high).
    if scaled >= high {
      exponent += 1
      scaled = Self.scale(value, byPowerOfTen: -exponent)
    } else if scaled < low {
      exponent -= 1
      scaled = Self.scale(value, byPowerOfTen: -exponent)
    }
    var digits: Double
    // The factor of 1e-12 keeps a figure that is exact in decimal (2,500) from moving by the
    // last bit of its binary form.
    switch rounding {
    case .nearest: digits = scaled.rounded()
    case .down: digits = (scaled * (1 + 1e-12)).rounded(.down)
    case .up: digits = (scaled * (1 - 1e-12)).rounded(.up)
    }
    if digits >= high {
      // 9.96 rounds up to 10: one more digit before the point, one fewer after it.
      digits /= 10
      exponent += 1
    }
    self.digits = Int(max(low, digits))
    self.exponent = exponent
    self.figures = figures
  }

  /// The rounded number, `digits · 10^exponent`; the largest finite double when that is
  /// beyond it (rounding the largest doubles up).
  public var value: Double {
    let result = Self.scale(Double(digits), byPowerOfTen: exponent)
    return result.isFinite ? result : .greatestFiniteMagnitude
  }

  /// The power of ten of the first digit: 3 for 2,500, −2 for 0.043.
  public var magnitude: Int { exponent + figures - 1 }

  /// `value · 10^power` without overflowing or underflowing on the way.
  package static func scale(_ value: Double, byPowerOfTen power: Int) -> Double {
    var result = value
    var remaining = power
    while remaining > 300 {
      result *= 1e300
      remaining -= 300
    }
    while remaining < -300 {
      result /= 1e300
      remaining += 300
    }
    // Dividing by an exact power of ten is more exact than multiplying by an inexact one.
    return remaining >= 0
      ? result * pow(10, Double(remaining)) : result / pow(10, Double(-remaining))
  }
}
