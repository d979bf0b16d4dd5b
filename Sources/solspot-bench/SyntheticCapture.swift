import Foundation
import SolspotKit

/// Writes synthetic capture lines (docs/capture-format.md) with realistic iPhone front-camera
/// values, for the example captures and the large files of the read benchmark.
struct SyntheticCapture {
  /// One sample's values.
  struct Sample {
    var t: Double
    var exposureDuration: Double
    var iso: Double
    var lensAperture: Double
    var offset: Double
    var isAdjusting: Bool
    var gravity: (x: Double, y: Double, z: Double)
    var clipped: Double?
  }

  /// A deterministic generator (SplitMix64), so generated files are the same on every run.
  struct Random {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }

    /// A uniform draw in 0..<1.
    mutating func uniform() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// A standard normal draw (Box–Muller).
    mutating func normal() -> Double {
      let u1 = max(uniform(), Double.ulpOfOne)
      return (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * uniform())
    }
  }

  /// Gravity for a phone tilted `degrees` toward the edge `toward` degrees clockwise from the
  /// top edge, with sensor noise of `noise` g on each axis.
  static func gravity(
    tilt degrees: Double, toward: Double = 0, noise: Double, random: inout Random
  ) -> (x: Double, y: Double, z: Double) {
    let theta = degrees * Double.pi / 180
    let phi = toward * Double.pi / 180
    return (
      sin(theta) * sin(phi) + noise * random.normal(),
      sin(theta) * cos(phi) + noise * random.normal(),
      -cos(theta) + noise * random.normal()
    )
  }

  /// The header line.
  static func header(device: String) -> String {
    #"{"solspotCapture": 1, "device": "\#(device)", "app": "Solspot 1.0 (42)"}"#
  }

  /// One JSON Lines sample, numbers rounded as an app would log them.
  static func jsonLine(_ sample: Sample) -> String {
    var line =
      #"{"t": \#(fixed(sample.t, 4)), "exposureDuration": \#(significant(sample.exposureDuration)), "#
      + #""iso": \#(fixed(sample.iso, 1)), "lensAperture": \#(fixed(sample.lensAperture, 2)), "#
      + #""exposureTargetOffset": \#(fixed(sample.offset, 3)), "#
      + #""isAdjustingExposure": \#(sample.isAdjusting), "gravity": [\#(fixed(sample.gravity.x, 4)), "#
      + #"\#(fixed(sample.gravity.y, 4)), \#(fixed(sample.gravity.z, 4))]"#
    if let clipped = sample.clipped { line += #", "clippedFraction": \#(fixed(clipped, 4))"# }
    return line + "}"
  }

  /// The CSV column row.
  static let csvColumns =
    "t,exposureDuration,iso,lensAperture,exposureTargetOffset,isAdjustingExposure,"
    + "gravityX,gravityY,gravityZ,clippedFraction"

  /// One CSV sample row; an empty last cell when the app did not count clipped pixels.
  static func csvLine(_ sample: Sample) -> String {
    [
      fixed(sample.t, 4), significant(sample.exposureDuration), fixed(sample.iso, 1),
      fixed(sample.lensAperture, 2), fixed(sample.offset, 3), "\(sample.isAdjusting)",
      fixed(sample.gravity.x, 4), fixed(sample.gravity.y, 4), fixed(sample.gravity.z, 4),
      sample.clipped.map { fixed($0, 4) } ?? "",
    ].joined(separator: ",")
  }

  private static func fixed(_ value: Double, _ digits: Int) -> String {
    NumberText.fixed(value, digits)
  }

  private static func significant(_ value: Double) -> String { NumberText.significant(value, 6) }
}

extension SyntheticCapture {
  /// The benchmarks' stream at `t` seconds, 60 Hz, in cycles of 10 s: held tilted while
  /// auto-exposure adjusts (1 s), lowered flat (0.5 s), settling (0.5 s), then 8 s flat and
  /// still at one of a few light levels, which commits a reading per cycle.
  static func benchmarkSample(at t: Double, random: inout Random) -> Sample {
    let cycle = Int(t / 10)
    let phase = t - Double(cycle) * 10
    let ev = [8.3, 10.2, 5.1, 12.7][cycle % 4]
    let iso = 100 * pow(2, log2(3.61 * 120) - ev)
    let tilt: Double
    if phase < 1 {
      tilt = 20 + 2 * sin(2 * Double.pi * phase)
    } else if phase < 1.5 {
      tilt = 20 * (1.5 - phase) / 0.5
    } else {
      tilt = 0.6
    }
    let adjusting = phase < 2
    return Sample(
      t: t, exposureDuration: 1.0 / 120, iso: max(20, min(1800, iso)), lensAperture: 1.9,
      offset: (adjusting ? 0.4 : 0) + 0.02 * random.normal(), isAdjusting: adjusting,
      gravity: gravity(tilt: tilt, toward: 170, noise: 0.0015, random: &random),
      clipped: 0.003)
  }
}
