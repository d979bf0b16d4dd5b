#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

// The C library's functions under file-private names, so that the members of `Math` below can
// share their names without calling themselves.
private func cLog2(_ x: Double) -> Double { log2(x) }
private func cExp2(_ x: Double) -> Double { exp2(x) }
private func cLog10(_ x: Double) -> Double { log10(x) }
private func cErfc(_ x: Double) -> Double { erfc(x) }
private func cExp(_ x: Double) -> Double { exp(x) }
private func cLog(_ x: Double) -> Double { log(x) }
private func cPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
private func cAcos(_ x: Double) -> Double { acos(x) }
private func cCos(_ x: Double) -> Double { cos(x) }
private func cAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
private func cSin(_ x: Double) -> Double { sin(x) }
private func cAsin(_ x: Double) -> Double { asin(x) }
private func cTan(_ x: Double) -> Double { tan(x) }
private func cAtan(_ x: Double) -> Double { atan(x) }
private func cLogGamma(_ x: Double) -> Double { lgamma(x) }
private func cSinh(_ x: Double) -> Double { sinh(x) }
private func cCosh(_ x: Double) -> Double { cosh(x) }
private func cAsinh(_ x: Double) -> Double { asinh(x) }
private func cExpm1(_ x: Double) -> Double { expm1(x) }
private func cLog1p(_ x: Double) -> Double { log1p(x) }

/// Elementary functions of the platform's C library, gathered here so that the photometry code
/// needs neither Foundation nor a platform import.
enum Math {
  /// The base-2 logarithm.
  static func log2(_ x: Double) -> Double { cLog2(x) }
  /// Two to the power `x`.
  static func exp2(_ x: Double) -> Double { cExp2(x) }
  /// The base-10 logarithm.
  static func log10(_ x: Double) -> Double { cLog10(x) }
  /// The natural logarithm.
  static func log(_ x: Double) -> Double { cLog(x) }
  /// e to the power `x`.
  static func exp(_ x: Double) -> Double { cExp(x) }
  /// `x` to the power `y`.
  static func pow(_ x: Double, _ y: Double) -> Double { cPow(x, y) }
  /// The complementary error function, 1 − erf(x), accurate in both tails.
  static func erfc(_ x: Double) -> Double { cErfc(x) }
  /// The cosine of an angle in radians.
  static func cos(_ x: Double) -> Double { cCos(x) }
  /// The arc cosine, in radians from 0 to π.
  static func acos(_ x: Double) -> Double { cAcos(x) }
  /// The angle of the point (x, y) from the positive x axis, in radians from −π to π.
  static func atan2(_ y: Double, _ x: Double) -> Double { cAtan2(y, x) }
  /// The sine of an angle in radians.
  static func sin(_ x: Double) -> Double { cSin(x) }
  /// The arc sine, in radians from −π/2 to π/2.
  static func asin(_ x: Double) -> Double { cAsin(x) }
  /// The tangent of an angle in radians.
  static func tan(_ x: Double) -> Double { cTan(x) }
  /// The arc tangent, in radians from −π/2 to π/2.
  static func atan(_ x: Double) -> Double { cAtan(x) }
  /// The natural logarithm of the absolute value of the gamma function.
  static func logGamma(_ x: Double) -> Double { cLogGamma(x) }
  /// The hyperbolic sine.
  static func sinh(_ x: Double) -> Double { cSinh(x) }
  /// The hyperbolic cosine.
  static func cosh(_ x: Double) -> Double { cCosh(x) }
  /// The inverse hyperbolic sine.
  static func asinh(_ x: Double) -> Double { cAsinh(x) }
  /// e^x − 1, accurate for small `x`.
  static func expm1(_ x: Double) -> Double { cExpm1(x) }
  /// log(1 + x), accurate for small `x`.
  static func log1p(_ x: Double) -> Double { cLog1p(x) }
}
