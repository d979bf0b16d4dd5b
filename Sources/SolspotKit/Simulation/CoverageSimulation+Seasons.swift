// The season scenarios of ``CoverageSimulation``: a phone (uncalibrated, or calibrated in its
// home) reads one spot several times in a winter and in a summer, and `solspot`'s season
// ratio (``LightComparison`` with the season term, as ``SeasonalReport`` makes it) is counted
// against the spot's true ratio.
//
// Truths from the radiometric model (``SeasonPool``), not from the season term under test:
// each reading is one moment of its season (a day, an hour of the working day, its own sky),
// with that moment's effective constant as its geometry error and that moment's illuminance
// as its light; a season's true level is the mean of log2 illuminance over the spot's moments
// of that season.

extension CoverageSimulation {
  /// The midday of 10 January and 10 July 2025, UTC, seconds since 1970: the two seasons'
  /// readings are a day apart from these.
  static let seasonDays: (winter: Int64, summer: Int64) = (1_736_510_400, 1_752_148_800)

  func drawSeasons(
    kind: SeasonRoomKind?, calibrated: Bool, readings: Int, wide: Bool,
    _ counts: inout Counts, _ generator: inout SplitMix64
  ) -> Bool {
    guard let pool = wide ? wideSeasonPool : seasonPool else { return false }
    // Every kind of room with daylight when none is named: lamps at night do not change.
    let chosen =
      kind ?? [SeasonRoomKind.sideWindow, .skylight].randomElement(using: &generator) ?? .sideWindow
    let pairs = calibrated ? Int.random(in: 5...12, using: &generator) : 0
    let homes = (pool.homes[chosen] ?? []).filter { $0.count >= pairs + 1 }
    guard let home = homes.randomElement(using: &generator) else { return false }
    var phone = camera.drawPhone(using: &generator)
    var estimator = nominalEstimator
    var valid: ClosedRange<Double>?
    let nominal = Math.log2(camera.profile.calibration.constantLux)
    if calibrated {
      // Pairs taken at the home's other spots, each at one of its summer moments.
      let geometries = home.prefix(pairs).compactMap { spot in
        spot.summer.randomElement(using: &generator).map { $0.log2Constant - nominal }
      }
      guard
        let profile = calibrate(
          phone, geometries: geometries, slope: 0, scope: .unit, using: &generator),
        let measurement = profile.calibration.measurement
      else { return false }
      valid = measurement.validLux
      estimator = LuxEstimator(profile: profile, model: model, bands: bands)
      phone.smudge = SimulatedCamera.uniform(camera.sizes.smudge, using: &generator)
      if Double.random(in: 0..<1, using: &generator) < 0.2 {
        phone.protector += Double.random(in: 0...camera.sizes.protectorMax, using: &generator)
      }
    }
    let readable = Array(home.dropFirst(pairs))
    guard !readable.isEmpty else { return false }
    var tally = PhoneTally()
    for _ in 0..<Self.levelsPerPhone {
      guard let spot = readable.randomElement(using: &generator) else { continue }
      // A calibrated phone reads the spot's summer inside its range: the light scaled by one
      // factor for both seasons, so the ratio is the model's.
      var shift = 0.0
      if let valid { shift = Math.log2(generator.logUniform(valid)) - spot.level(.summer) }
      var sets: [[Reading]] = []
      for (season, day) in [
        (SeasonMoment.SolsticeSeason.winter, Self.seasonDays.winter),
        (.summer, Self.seasonDays.summer),
      ] {
        let moments = season == .summer ? spot.summer : spot.winter
        var set: [Reading] = []
        for index in 0..<readings {
          guard let moment = moments.randomElement(using: &generator) else { break }
          guard
            let exposure = camera.reading(
              of: phone, trueLux: moment.illuminance * Math.exp2(shift),
              geometryEV: moment.log2Constant - nominal, using: &generator),
            case let estimate = estimator.estimate(exposure), !estimate.value.isBound,
            let takenAt = Timestamp(
              secondsSince1970: day + Int64(index) * 86_400, utcOffsetMinutes: 0)
          else { break }
          set.append(Reading(estimate: estimate, takenAt: takenAt, source: .manual))
        }
        guard set.count == readings else { break }
        sets.append(set)
      }
      guard sets.count == 2,
        let comparison = LightComparison(
          sets[0], sets[1], bands: bands, spotChange: model.seasonTerm),
        let point = comparison.ratio.point, let distribution = comparison.distribution
      else { continue }
      let error = spot.level(.winter) - spot.level(.summer) - Math.log2(point)
      counts.record(error: error, in: distribution, &tally)
    }
    tally.add(to: &counts)
    return true
  }
}
