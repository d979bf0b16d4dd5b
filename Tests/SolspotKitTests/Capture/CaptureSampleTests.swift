import Testing

@testable import SolspotKit

@Suite("Capture samples, gravity and the settled window")
struct CaptureSampleTests {
  @Test("tilt is 0° flat, 90° on an edge, 180° face down, whatever gravity's length")
  func tilt() throws {
    let cases: [(Gravity, Double)] = [
      (try Gravity(x: 0, y: 0, z: -1), 0), (try Gravity(x: 0, y: 0, z: -0.5), 0),
      (try Gravity(x: 0, y: -1, z: 0), 90), (try Gravity(x: 0, y: 0, z: 1.2), 180),
      (try Gravity(x: 0.5, y: 0, z: -0.5), 45),
    ]
    for (gravity, degrees) in cases {
      let tilt = try #require(gravity.tilt)
      #expect(abs(tilt.degrees - degrees) < 1e-9, "\(gravity)")
    }
    #expect(try Gravity(x: 0, y: 0.1, z: 0.1).tilt == nil, "too short to have a direction")
    #expect(try Gravity(x: 0, y: -1, z: 0).tilt?.direction == .bottom, "standing upright")
  }

  @Test("gravity components must be finite and within 16 g")
  func gravityLimits() {
    for bad in [Double.nan, .infinity, 17, -20] {
      #expect(throws: CaptureError.self) { try Gravity(x: 0, y: bad, z: -1) }
    }
  }

  @Test("scene EV is EV100 plus the target offset: a brighter image means a brighter scene")
  func sceneEV() throws {
    func sample(offset: Double) throws -> CaptureSample {
      try CaptureSample(
        timestamp: 1, exposureDuration: 1.0 / 60, iso: 100, lensAperture: 1.9,
        exposureTargetOffset: offset, isAdjustingExposure: false,
        gravity: try Gravity(x: 0, y: 0, z: -1))
    }
    let level = try sample(offset: 0)
    let bright = try sample(offset: 0.7)
    #expect(level.sceneEV == level.settings.ev100)
    #expect(abs(bright.sceneEV - level.sceneEV - 0.7) < 1e-12)
    let estimator = try LuxEstimator(profile: try DeviceProfileCatalog.builtIn().generic)
    let brighter = estimator.estimate(sceneEV: bright.sceneEV, settings: bright.settings)
    let plain = estimator.estimate(sceneEV: level.sceneEV, settings: level.settings)
    #expect(try #require(brighter.value.point) > (try #require(plain.value.point)))
  }

  @Test("invalid fields name the capture's field")
  func invalid() throws {
    let flat = try Gravity(x: 0, y: 0, z: -1)
    func kind(_ make: () throws(CaptureError) -> CaptureSample) -> CaptureError.Kind? {
      do {
        _ = try make()
        return nil
      } catch {
        return error.kind
      }
    }
    #expect(
      kind { () throws(CaptureError) -> CaptureSample in
        try CaptureSample(
          timestamp: .nan, exposureDuration: 0.01, iso: 100, lensAperture: 2,
          exposureTargetOffset: 0, isAdjustingExposure: false, gravity: flat)
      } == .invalidValue(.field("t"), .timeNotFinite))
    #expect(
      kind { () throws(CaptureError) -> CaptureSample in
        try CaptureSample(
          timestamp: 0, exposureDuration: 7200, iso: 100, lensAperture: 2,
          exposureTargetOffset: 0, isAdjustingExposure: false, gravity: flat)
      }
        == .invalidValue(
          .field("exposureDuration"),
          .exposure(
            .outOfRange(field: .exposureTime, value: 7200, allowed: Exposure.exposureTimeRange))))
    #expect(
      kind { () throws(CaptureError) -> CaptureSample in
        try CaptureSample(
          timestamp: 0, exposureDuration: 0.01, iso: 100, lensAperture: 0.3,
          exposureTargetOffset: 0, isAdjustingExposure: false, gravity: flat)
      }
        == .invalidValue(
          .field("lensAperture"),
          .exposure(.outOfRange(field: .fNumber, value: 0.3, allowed: Exposure.fNumberRange))))
  }

  @Test("the window covers the last settle seconds, at most its capacity, and its median")
  func window() throws {
    let thresholds = GateThresholds(settleSeconds: 1, maximumSampleRate: 100)
    var window = SettledWindow(thresholds: thresholds)
    let settings = try Exposure(fNumber: 2, exposureTime: 0.01, iso: 100)
    for index in 0..<5_000 {
      window.append(
        time: Double(index) / 1000, sceneEV: Double(index % 7), settings: settings,
        clippedFraction: 0.03)
      #expect(window.count <= thresholds.windowCapacity)
      if Double(index) / 1000 >= 1 {
        #expect(window.span(to: Double(index) / 1000) >= 1 - SettledWindow.timeTolerance)
      }
    }
    let statistics = window.statistics()
    #expect(statistics.end > 4.999 - 0.01, "thinned to one sample per 10 ms")
    #expect(statistics.duration >= 1 - SettledWindow.timeTolerance, "a whole second")
    #expect(statistics.duration < 1 + 0.01 + 1e-9, "and one sample spacing more at most")
    #expect(window.range() == 6)
    #expect(statistics.clippedFraction == 0.03)
    var uncounted = SettledWindow(thresholds: thresholds)
    uncounted.append(time: 0, sceneEV: 1, settings: settings, clippedFraction: nil)
    #expect(uncounted.statistics().clippedFraction == nil)
    var values = [1.0, 5, 2, 8]
    let summary = WindowStatistics.Summary(&values)
    #expect(summary.median == 3.5, "the mean of the middle two")
    #expect(abs(summary.standardDeviation - 3.162_277_660_168_379_5) < 1e-12)
  }
}
