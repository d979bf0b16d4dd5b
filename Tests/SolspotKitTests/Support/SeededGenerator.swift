@testable import SolspotKit

/// A deterministic random number generator so that simulation tests give the same draws on
/// every run: the library's own SplitMix64, with `normal()` for standard normal draws.
typealias SeededGenerator = SplitMix64
