import Testing

@testable import SolspotKit

/// An estimator works out each error distribution once and shares it between readings
/// (issue 18, point 1): the shared estimate must be the one worked out alone.
@Suite("Estimates sharing one error distribution")
struct LuxEstimatorSharingTests {
  /// The estimate of `exposure` worked out from scratch: budget, distribution, interval and
  /// band probabilities from the integrator.
  static func alone(_ estimator: LuxEstimator, _ exposure: Exposure, geometry: MeasurementGeometry)
    -> (interval: LuxInterval?, probabilities: [Double])
  {
    let calibration = estimator.profile.calibration
    let point =
      calibration.pointLux(sceneEV: exposure.sceneEV)
      * Math.exp2(estimator.model.pointOffsetEV(geometry))
    let distribution = estimator.model.budget(
      calibration: calibration, pointLux: point, geometry: geometry
    ).distribution()
    let interval = LuxInterval(
      point: point, stops: distribution.centralInterval(.ninety), confidence: .ninety)
    let probabilities = estimator.bands.probabilities(pointLux: point, distribution: distribution)
    return (interval, probabilities.map(\.probability))
  }

  @Test(
    "nominal and measured profiles, flat and photo: the same interval, band probabilities within the table's tolerance",
    arguments: [MeasurementGeometry.flatScreenUp, .photo])
  func sameAsAlone(geometry: MeasurementGeometry) throws {
    let catalog = try DeviceProfileCatalog.builtIn()
    let base = try #require(catalog.profile(named: "iphone-15-front"))
    let offsets = [0.3, -0.2, 0.1, -0.4, 0.25, -0.1, 0.05, 0.35, -0.3, 0.15, -0.05, 0.2]
    let observations = offsets.enumerated().map { index, offset in
      let lux = 20 * Math.pow(10, 3 * Double(index) / 11)
      return CalibrationObservation(
        reading: .exposureValue(ev100: Math.log2(lux / 0.7) - offset, bias: 0),
        referenceLux: lux, light: index % 2 == 0 ? "daylight" : "led", line: index + 2)
    }
    let measured = try CalibrationFit(observations: observations, profile: base, model: .builtIn())
      .measuredProfile(
        from: base, referenceMeter: "meter", date: "2025-01-01", scope: .unit,
        constantSource: "fit", sigmaBasis: "fit")
    for profile in [catalog.generic, base, measured] {
      let estimator = try LuxEstimator(profile: profile)
      // From 1/8 s to 1/32,000 s: inside a measured profile's range, and outside it, where
      // each reading's budget is its own.
      for index in 0..<40 {
        let exposure = try Exposure(
          fNumber: 1.9, exposureTime: 1 / (8 * Math.pow(2, Double(index) * 0.3)), iso: 100)
        let shared = estimator.estimate(exposure, geometry: geometry)
        let again = estimator.estimate(exposure, geometry: geometry)
        let alone = Self.alone(estimator, exposure, geometry: geometry)
        #expect(shared.value.interval == alone.interval, "\(profile.id) \(index)")
        #expect(again.value == shared.value)
        guard case .estimate(let assessment) = shared.band else { continue }
        for (fast, slow) in zip(assessment.probabilities.map(\.probability), alone.probabilities) {
          #expect(abs(fast - slow) <= 1e-8 + 1e-5 * slow, "\(profile.id) \(index)")
        }
      }
    }
  }
}
