/// A small deterministic random number generator, so that simulations give the same draws on
/// every run and every platform.
///
/// Source: Steele, Lea and Flood, "Fast splittable pseudorandom number generators" (OOPSLA
/// 2014): the SplitMix64 finaliser, as in Java's `SplittableRandom`.
struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator whose draws are fixed by `seed`.
  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A standard normal draw (Box–Muller, one of the pair).
  mutating func normal() -> Double {
    let u1 = Double.random(in: Double.ulpOfOne..<1, using: &self)
    let u2 = Double.random(in: 0..<1, using: &self)
    return (-2 * Math.log(u1)).squareRoot() * Math.cos(2 * Double.pi * u2)
  }

  /// A draw from a half-normal distribution with scale `sigma`: the absolute value of a normal.
  mutating func halfNormal(_ sigma: Double) -> Double { sigma * abs(normal()) }

  /// A draw spread evenly in the logarithm between `range`'s ends: log-uniform.
  mutating func logUniform(_ range: ClosedRange<Double>) -> Double {
    let low = Math.log2(range.lowerBound)
    let high = Math.log2(range.upperBound)
    return Math.exp2(Double.random(in: low...high, using: &self))
  }
}
