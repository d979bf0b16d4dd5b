import Foundation

/// A deterministic random number generator (SplitMix64) so that simulation tests give the same
/// draws on every run.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A standard normal draw (Box–Muller).
  mutating func normal() -> Double {
    let u1 = Double.random(in: Double.ulpOfOne..<1, using: &self)
    let u2 = Double.random(in: 0..<1, using: &self)
    return (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
  }
}
