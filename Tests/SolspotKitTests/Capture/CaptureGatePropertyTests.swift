import Testing

@testable import SolspotKit

/// Seeded random streams: whatever the samples, the gate does not crash, its states are
/// consistent, and it commits only after a settled window in which every gate passed.
@Suite("Capture gate: random streams")
struct CaptureGatePropertyTests {
  /// A random stream of segments: flat or tilted, quiet or adjusting, steady or flickering
  /// light, clipped or not, with gaps and timestamps that go back.
  static func randomStream(seed: UInt64) -> [CaptureSample] {
    var random = SeededGenerator(seed: seed)
    var stream = SyntheticStream()
    for _ in 0..<60 {
      let seconds: Double = Double.random(in: 0.1...3, using: &random)
      let rate: Double = [30.0, 60, 24].randomElement(using: &random) ?? 30
      let tilt: Double = [0.0, 0, 0, 2, 5, 6.9, 7.2, 20, 120].randomElement(using: &random) ?? 0
      let toward: Double = Double.random(in: 0..<360, using: &random)
      let baseEV: Double = Double.random(in: -3...3, using: &random)
      let noise: Double = [0.0, 0.03, 0.03, 0.12, 0.4].randomElement(using: &random) ?? 0
      let adjusting = Double.random(in: 0...1, using: &random) < 0.2
      let clipped: Double = [0.0, 0.015, 0.03].randomElement(using: &random) ?? 0
      let length: Double = [1.0, 1.0, 1.0, 1.03, 1.3].randomElement(using: &random) ?? 1
      let iso: Double = [19.0, 100, 1824].randomElement(using: &random) ?? 100
      let duration: Double = iso == 19 ? 0.000013 : (iso == 1824 ? 0.5 : 1.0 / 60)
      stream.add(seconds: seconds, rate: rate) { (_: Int, _: Double) -> SampleSpec in
        var spec = SampleSpec()
        spec.exposureDuration = duration
        spec.iso = iso
        spec.offset = max(-9, min(9, baseEV + noise * random.normal()))
        spec.isAdjusting = adjusting && Double.random(in: 0...1, using: &random) < 0.7
        spec.tiltDegrees = max(0, tilt + 0.5 * random.normal())
        spec.toward = toward
        spec.length = length
        spec.clipped = clipped
        return spec
      }
      switch Int.random(in: 0..<10, using: &random) {
      case 0: stream.time += Double.random(in: 0.1...1, using: &random)
      case 1: stream.time -= Double.random(in: 0...1, using: &random)
      default: break
      }
    }
    return stream.samples
  }

  static let seeds: [UInt64] = Array(1...12)

  @Test(
    "no crash, consistent states, and commits only after a window where every gate passed",
    arguments: seeds)
  func randomStreams(seed: UInt64) throws {
    _ = try check(seed: seed)
  }

  /// Replays the stream of `seed`, checking every sample, and returns how many readings were
  /// committed and which states were reached.
  func check(seed: UInt64) throws -> (commits: Int, kinds: Set<GateState.Kind>) {
    let samples = Self.randomStream(seed: seed)
    let catalog = try DeviceProfileCatalog.builtIn()
    let profile = try #require(catalog.profile(named: seed % 2 == 0 ? "iphone-x-front" : "generic"))
    var gate = CaptureGate(estimator: try LuxEstimator(profile: profile))
    let thresholds = gate.thresholds
    var previousReading: CaptureReading?
    var commits = 0
    var kinds: Set<GateState.Kind> = []
    for (index, sample) in samples.enumerated() {
      gate.add(sample)
      kinds.insert(gate.state.kind)
      #expect(gate.sampleCount == index + 1)
      #expect(!gate.state.sentence.isEmpty)
      let reading = gate.state.reading
      #expect(reading == nil || reading == gate.lastReading)
      switch gate.state {
      case .ready(let reading): #expect(reading.estimate.value.point != nil)
      case .saturated(let reading):
        guard case .atLeast = reading.estimate.value else {
          Issue.record("saturated must be a lower bound")
          break
        }
      case .tooDark(let reading):
        guard case .atMost = reading.estimate.value else {
          Issue.record("too dark must be an upper bound")
          break
        }
      default: break
      }
      guard let reading, reading != previousReading else {
        previousReading = gate.lastReading
        continue
      }
      previousReading = reading
      commits += 1
      // A new commit: check the settled window against the raw samples.
      #expect(reading.committedAt == sample.timestamp)
      let window = try settledWindow(samples, endingAt: index, seconds: thresholds.settleSeconds)
      for earlier in window {
        let tilt = try #require(earlier.gravity.tilt)
        #expect(tilt.degrees <= thresholds.tiltEnterDegrees + 1e-9, "committed while tilted")
      }
      let values = window.map(\.sceneEV)
      let range = (values.max() ?? 0) - (values.min() ?? 0)
      #expect(range <= thresholds.stableRangeEV + 1e-9, "committed while the light varied")
      #expect(window.count >= thresholds.minimumSamples)
      #expect(
        reading.window.medianSceneEV
          == CaptureGateSettlingTests.median(window, from: -.infinity, to: .infinity))
      let atLimit = window.contains { $0.iso == 19 || $0.iso == 1824 }
      if !atLimit {
        let adjusted = window.contains { $0.isAdjustingExposure }
        #expect(!adjusted, "committed while adjusting")
      }
    }
    return (commits, kinds)
  }

  @Test("the random streams reach every state and commit often enough to test anything")
  func coverage() throws {
    var commits = 0
    var kinds: Set<GateState.Kind> = []
    for seed in Self.seeds {
      let result = try check(seed: seed)
      commits += result.commits
      kinds.formUnion(result.kinds)
    }
    #expect(commits >= 30)
    #expect(kinds == Set(GateState.Kind.allCases).subtracting([.waiting]))
  }

  /// The samples of the `seconds` before sample `end`, back to the last gap or step back in
  /// time, which restarts settling: then the samples after it must span the whole `seconds`.
  func settledWindow(_ samples: [CaptureSample], endingAt end: Int, seconds: Double) throws
    -> [CaptureSample]
  {
    let last = samples[end].timestamp
    var window = [samples[end]]
    var index = end - 1
    while index >= 0, samples[index].timestamp >= last - seconds {
      let step = samples[index + 1].timestamp - samples[index].timestamp
      guard step > 0 && step <= 0.25 else {
        #expect(last - samples[index + 1].timestamp >= seconds, "committed soon after a restart")
        break
      }
      window.insert(samples[index], at: 0)
      index -= 1
    }
    return window
  }
}
