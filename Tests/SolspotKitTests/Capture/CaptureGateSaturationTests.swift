import Foundation
import Testing

@testable import SolspotKit

/// Saturation: clipped frames and the ends of the camera's range commit only bounds.
@Suite("Capture gate: saturation")
struct CaptureGateSaturationTests {
  let catalog: DeviceProfileCatalog

  init() throws {
    catalog = try DeviceProfileCatalog.builtIn()
  }

  func gate(_ id: String) throws -> CaptureGate {
    CaptureGate(estimator: try LuxEstimator(profile: try #require(catalog.profile(named: id))))
  }

  @Test("2% of the frame clipped commits a lower bound; below 1% a new window starts")
  func clipped() throws {
    var stream = SyntheticStream()
    stream.add(seconds: 1.5) { _, _ in SampleSpec(clipped: 0.025) }
    stream.add(seconds: 1) { index, _ in SampleSpec(clipped: index % 2 == 0 ? 0.012 : 0.03) }
    stream.add(seconds: 1.5) { _, _ in SampleSpec(clipped: 0.005) }
    var gate = try gate("iphone-15-front")
    var superseded: Supersession?
    var changes: [(time: Double, state: GateState)] = []
    for sample in stream.samples {
      if gate.add(sample) { changes.append((sample.timestamp, gate.state)) }
      if sample.timestamp == 2.5 { superseded = gate.supersession }
    }
    let phases = changes.map { $0.state.settlingReason?.kind.rawValue ?? $0.state.kind.rawValue }
    #expect(phases == ["measuring", "saturated", "saturation-changed", "measuring", "ready"])
    let saturated = try #require(changes[1].state.reading)
    guard case .atLeast(let bound) = saturated.estimate.value else {
      Issue.record("a clipped reading must be a lower bound")
      return
    }
    #expect(saturated.bound == .clipped)
    #expect(saturated.window.clippedFraction == 0.025)
    #expect(saturated.estimate.notes.contains(.clippedFrame))
    #expect(saturated.estimate.value.point == nil)
    #expect(changes[1].state == .saturated(saturated))
    #expect(saturated.estimate.limitCheck != .brightEnd, "the range was not exceeded")
    #expect(bound > 0)
    // Clearing supersedes the bound; a value comes only from a whole window of clean frames.
    #expect(changes[2].time == 2.5)
    #expect(changes[2].state == .settling(.saturationChanged(.unclipped)))
    #expect(superseded == Supersession(reason: .saturationChanged(.unclipped), time: 2.5))
    let cleared = try #require(changes[4].state.reading)
    #expect(cleared.window.start >= 2.5)
    #expect(changes[4].time >= 2.5 + 1 - SettledWindow.timeTolerance)
    #expect(cleared.estimate.value.point != nil)
    #expect(!cleared.estimate.notes.contains(.clippedFrame))
    #expect(gate.supersession == nil, "a new reading stands")
  }

  @Test("the audit's capture: 3 s clipped, then 3 clean frames, commits no value")
  func clippedThenCleanFrames() throws {
    var stream = SyntheticStream()
    stream.add(seconds: 3) { _, _ in SampleSpec(clipped: 0.10) }
    stream.add(seconds: 0.1) { _, _ in SampleSpec(clipped: 0) }
    var gate = try gate("iphone-15-front")
    let changes = SyntheticStream.replay(stream.samples, through: &gate)
    #expect(changes.map(\.state.kind) == [.settling, .saturated, .settling])
    #expect(!changes.contains { $0.state.kind == .ready })
    #expect(gate.lastReading?.bound == .clipped, "the last reading is still the bound")
    #expect(gate.supersession?.reason == .saturationChanged(.unclipped))
  }

  @Test("clipping that starts under a value supersedes it; the bound needs a whole window")
  func clippingStarts() throws {
    var stream = SyntheticStream()
    stream.add(seconds: 1.5)
    stream.add(seconds: 1.5) { _, _ in SampleSpec(clipped: 0.05) }
    var gate = try gate("iphone-15-front")
    let changes = SyntheticStream.replay(stream.samples, through: &gate)
    let phases = changes.map { $0.state.settlingReason?.kind.rawValue ?? $0.state.kind.rawValue }
    #expect(phases == ["measuring", "ready", "saturation-changed", "measuring", "saturated"])
    #expect(changes[2].state == .settling(.saturationChanged(.clipped)))
    let bound = try #require(changes[4].state.reading)
    #expect(bound.window.start >= 1.5)
    #expect(bound.bound == .clipped)
  }

  @Test("a clipped fraction wobbling under 2% never saturates")
  func clippedBelowThreshold() throws {
    var stream = SyntheticStream()
    stream.add(seconds: 2) { index, _ in SampleSpec(clipped: index % 2 == 0 ? 0.019 : 0.012) }
    var gate = try gate("iphone-15-front")
    let changes = SyntheticStream.replay(stream.samples, through: &gate)
    #expect(changes.map(\.state.kind) == [.settling, .ready])
  }

  @Test("the bright end of the range commits a lower bound, even while auto-exposure adjusts")
  func brightEnd() throws {
    var stream = SyntheticStream()
    stream.add(seconds: 2) { _, _ in
      SampleSpec(
        exposureDuration: 0.000013, iso: 19, lensAperture: 2.2, offset: 1.5, isAdjusting: true)
    }
    var gate = try gate("iphone-x-front")
    _ = SyntheticStream.replay(stream.samples, through: &gate)
    let reading = try #require(gate.state.reading)
    #expect(gate.state.kind == .saturated)
    #expect(reading.bound == .brightEnd)
    #expect(reading.estimate.limitCheck == .brightEnd)
    #expect(reading.estimate.value.isBound)
    guard case .atLeast = reading.estimate.band else {
      Issue.record("the band of a bound must be a bound")
      return
    }
  }

  @Test("settings hovering at the bright end's edge do not flicker")
  func brightEndHysteresis() throws {
    // ISO 21 is within 2^(1/6) = 1.12 of ISO 19 (21.3); ISO 23 is beyond it, but within 2^(1/3) (23.9).
    var stream = SyntheticStream()
    stream.add(seconds: 3) { index, _ in
      SampleSpec(
        exposureDuration: 0.000013, iso: index % 3 == 0 ? 21 : 23, lensAperture: 2.2,
        offset: 0)
    }
    var gate = try gate("iphone-x-front")
    let changes = SyntheticStream.replay(stream.samples, through: &gate)
    #expect(changes.map(\.state.kind) == [.settling, .saturated])
  }

  @Test("the dark end of the range commits an upper bound")
  func darkEnd() throws {
    var stream = SyntheticStream()
    stream.add(seconds: 2) { _, _ in
      SampleSpec(exposureDuration: 0.5, iso: 1824, lensAperture: 2.2, offset: -1)
    }
    var gate = try gate("iphone-x-front")
    _ = SyntheticStream.replay(stream.samples, through: &gate)
    #expect(gate.state.kind == .tooDark)
    let reading = try #require(gate.state.reading)
    guard case .atMost(let bound) = reading.estimate.value else {
      Issue.record("a too-dark reading must be an upper bound")
      return
    }
    #expect(gate.state.kind == .tooDark)
    #expect(gate.state.reading?.estimate.band.band.id == "low")
    #expect(bound > 0)
  }

  @Test("leaving the dark end by more than 1/3 EV starts a new window, then a value")
  func leaveDarkEnd() throws {
    // ISO 1600 at 0.5 s is 0.19 EV from the highest ISO: inside the exit level, still dark.
    // ISO 1200 is 0.6 EV from it: out. The offset keeps the scene EV the same throughout.
    var stream = SyntheticStream()
    stream.add(seconds: 1.5) { _, _ in
      SampleSpec(exposureDuration: 0.5, iso: 1824, lensAperture: 2.2, offset: -1)
    }
    stream.add(seconds: 1) { _, _ in
      SampleSpec(
        exposureDuration: 0.5, iso: 1600, lensAperture: 2.2, offset: -1 - log2(1824 / 1600.0))
    }
    stream.add(seconds: 1.5) { _, _ in
      SampleSpec(
        exposureDuration: 0.5, iso: 1200, lensAperture: 2.2, offset: -1 - log2(1824 / 1200.0))
    }
    var gate = try gate("iphone-x-front")
    let changes = SyntheticStream.replay(stream.samples, through: &gate)
    let phases = changes.map { $0.state.settlingReason?.kind.rawValue ?? $0.state.kind.rawValue }
    #expect(phases == ["measuring", "too-dark", "saturation-changed", "measuring", "ready"])
    #expect(abs(changes[2].time - 2.5) < 1e-9, "the first sample out of the dark end")
    #expect(changes[2].state == .settling(.saturationChanged(.withinRange)))
    #expect(changes[4].time >= 2.5 + 1 - SettledWindow.timeTolerance, "a whole new window")
    let dark = try #require(changes[1].state.reading)
    let light = try #require(changes[4].state.reading)
    #expect(dark.bound == .darkEnd)
    #expect(abs(light.window.medianSceneEV - dark.window.medianSceneEV) < 1e-9)
    #expect(light.estimate.value.point != nil)
  }

  @Test("without exposure limits the ends cannot be recognised, and the estimate says so")
  func unknownLimits() throws {
    var stream = SyntheticStream()
    stream.add(seconds: 2) { _, _ in
      SampleSpec(exposureDuration: 0.000013, iso: 19, lensAperture: 2.2)
    }
    var gate = try gate("generic")
    _ = SyntheticStream.replay(stream.samples, through: &gate)
    let reading = try #require(gate.state.reading)
    #expect(gate.state.kind == .ready)
    #expect(reading.estimate.limitCheck == .unknownLimits)
    #expect(reading.estimate.notes.contains(.unknownLimits))
  }
}
