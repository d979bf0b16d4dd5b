import Foundation
import Testing

@testable import SolspotKit

/// One synthetic sample's values, with defaults for a phone lying flat under steady light.
struct SampleSpec {
  var exposureDuration = 1.0 / 60
  var iso = 100.0
  var lensAperture = 1.9
  var offset = 0.0
  var isAdjusting = false
  /// Tilt from flat, screen up, in degrees, toward `toward` (0 top edge, 90 right edge).
  var tiltDegrees = 0.0
  var toward = 0.0
  /// The length of gravity, in g.
  var length = 1.0
  var clipped: Double? = 0
}

/// Builds sample streams for the gate's tests, segment by segment.
struct SyntheticStream {
  private(set) var samples: [CaptureSample] = []
  /// The time of the next sample.
  var time = 0.0

  /// Gravity for a tilt of `degrees` toward the edge at `toward` degrees clockwise from the top.
  static func gravity(tilt degrees: Double, toward: Double, length: Double = 1) -> Gravity {
    let theta = degrees * Double.pi / 180
    let phi = toward * Double.pi / 180
    let inPlane = sin(theta) * length
    // A tested helper cannot fail on these finite values.
    return
      (try? Gravity(
        x: inPlane * sin(phi), y: inPlane * cos(phi), z: -cos(theta) * length))
      ?? Self.flat
  }

  static let flat: Gravity = {
    guard let gravity = try? Gravity(x: 0, y: 0, z: -1) else { preconditionFailure("flat") }
    return gravity
  }()

  static func sample(at time: Double, _ spec: SampleSpec) -> CaptureSample {
    let gravity = gravity(tilt: spec.tiltDegrees, toward: spec.toward, length: spec.length)
    guard
      let sample = try? CaptureSample(
        timestamp: time, exposureDuration: spec.exposureDuration, iso: spec.iso,
        lensAperture: spec.lensAperture, exposureTargetOffset: spec.offset,
        isAdjustingExposure: spec.isAdjusting, gravity: gravity, clippedFraction: spec.clipped)
    else { preconditionFailure("a synthetic sample must be valid: \(spec)") }
    return sample
  }

  /// Adds `seconds` of samples at `rate` hertz; `make` gets the index in the segment and the
  /// time since its start.
  mutating func add(
    seconds: Double, rate: Double = 30,
    _ make: (Int, Double) -> SampleSpec = { _, _ in SampleSpec() }
  ) {
    let count = Int((seconds * rate).rounded())
    let start = time
    for index in 0..<count {
      let at = start + Double(index) / rate
      samples.append(Self.sample(at: at, make(index, at - start)))
    }
    time = start + Double(count) / rate
  }

  /// Adds one sample at `time` exactly (which may go back), and moves on from it.
  mutating func addSample(at time: Double, rate: Double = 30, _ spec: SampleSpec = SampleSpec()) {
    samples.append(Self.sample(at: time, spec))
    self.time = time + 1 / rate
  }

  /// Feeds every sample to `gate` and returns each change of phase with the sample's time.
  static func replay(_ samples: [CaptureSample], through gate: inout CaptureGate)
    -> [(time: Double, state: GateState)]
  {
    var changes: [(Double, GateState)] = []
    for sample in samples where gate.add(sample) {
      changes.append((sample.timestamp, gate.state))
    }
    return changes
  }
}

/// The gate's tests build their streams with ``SyntheticStream``; these check that it builds
/// what they say it builds.
@Suite("Synthetic capture streams")
struct SyntheticStreamTests {
  @Test("a tilt toward an edge reads back as that angle and edge", arguments: [0.0, 90, 180, 270])
  func tiltReadsBack(toward: Double) throws {
    let gravity = SyntheticStream.gravity(tilt: 23, toward: toward)
    let tilt = try #require(gravity.tilt)
    #expect(abs(tilt.degrees - 23) < 1e-9)
    let expected: [Double: TiltDirection] = [0: .top, 90: .right, 180: .bottom, 270: .left]
    #expect(tilt.direction == expected[toward])
  }

  @Test("a segment holds seconds × rate samples, evenly spaced, and moves the clock on")
  func segments() {
    var stream = SyntheticStream()
    stream.add(seconds: 2, rate: 30)
    stream.addSample(at: 1.5)
    #expect(stream.samples.count == 61)
    #expect(stream.samples[30].timestamp == 1)
    #expect(stream.samples.last?.timestamp == 1.5)
    #expect(abs(stream.time - (1.5 + 1.0 / 30)) < 1e-12)
  }
}
