import Testing

@testable import SolspotKit

@Suite("Season term from the radiometric model")
struct SeasonTermDerivationTests {
  /// A sample of `kind` whose log2 C_eff changes by `change` from winter to summer.
  static func sample(_ kind: SeasonRoomKind, _ change: Double) -> SeasonSample {
    func measurement(_ value: Double) -> SpotMeasurement {
      SpotMeasurement(
        illuminance: Math.exp2(value) * 8, directIlluminance: 0, meteredLuminance: 1,
        clippedShare: 0, isSunlit: false)
    }
    return SeasonSample(kind: kind, home: 0, summer: measurement(change), winter: measurement(0))
  }

  static func derive(_ samples: [SeasonRoomKind: [SeasonSample]]) -> SeasonTermDerivation {
    SeasonTermDerivation(
      samples: samples, repeatabilitySigmaEV: 0.05, levels: CoverageCheck.defaultLevels)
  }

  @Test("every kind of room is held at every level; lamps add nothing")
  func everyKind() {
    let normal = (0..<200).map { NormalDistribution.quantile((Double($0) + 0.5) / 200) }
    var samples: [SeasonRoomKind: [SeasonSample]] = [
      .sideWindow: normal.map { Self.sample(.sideWindow, 0.3 * $0) },
      .skylight: normal.map { Self.sample(.skylight, 0.6 * $0) },
    ]
    let without = Self.derive(samples)
    samples[.lamps] = (0..<50).map { _ in Self.sample(.lamps, 0) }
    let with = Self.derive(samples)
    #expect(with.sigmaEV == without.sigmaEV)
    for (kind, row) in with.coverage {
      for (level, share) in zip(CoverageCheck.defaultLevels, row) {
        #expect(share >= level.level - 1e-9, "\(kind.rawValue) \(level.level): \(share)")
      }
    }
    // The skylight's normal changes of σ 0.6 EV set it: about that size, normal-like.
    #expect(abs(with.sigmaEV - 0.6) < 0.1, "\(with.sigmaEV)")
    #expect(with.rootMeanSquare[.lamps] == 0)
  }

  @Test("a spike of unchanged spots: rule 0 gives a t with 1 degree, the chosen shape is narrower")
  func spike() {
    // Many spots do not change (an overcast sky in both seasons), the rest normal.
    let changes =
      (0..<200).map { _ in 0.0 }
      + (0..<300).map { 0.8 * NormalDistribution.quantile((Double($0) + 0.5) / 300) }
    let result = Self.derive([.skylight: changes.map { Self.sample(.skylight, $0) }])
    #expect(result.matchedDegrees == 1, "\(String(describing: result.matchedDegrees))")
    let width = { (sigma: Double, degrees: Int?) in
      LogErrorDistribution(
        spread: ErrorSpread(sigma: sigma, degrees: degrees)
          + ErrorSpread(sigma: 0.05 * 2.0.squareRoot())
      ).quantile(Confidence.ninety.upperTail)
    }
    #expect(
      width(result.sigmaEV, result.shapeDegrees)
        < width(result.matchedSigmaEV, result.matchedDegrees) - 0.1)
  }

  @Test("the shipped season term is what the model gives, within its sampling")
  func shipped() throws {
    // A small, coarse survey (the shipped size comes from `solspot-bench season-term 400 3 1`
    // on the full grid): the same rule must land near it.
    let survey = SeasonSurvey(grid: 2, columns: 12)
    var samples: [SeasonRoomKind: [SeasonSample]] = [:]
    for kind in SeasonRoomKind.allCases {
      samples[kind] = survey.draw(kind, homes: 30, spotsPerHome: 2, seed: 1)
    }
    #expect(samples[.lamps]?.allSatisfy { $0.difference == 0 } == true)
    #expect((samples[.sideWindow]?.count ?? 0) >= 40)
    let result = Self.derive(samples)
    let term = try #require(try ErrorModel.builtIn().seasonTerm)
    // The whole term of one moment of each season is what one reading of each carries.
    let shipped = term.spread(readings: 1, 1)
    #expect(abs(result.sigmaEV - shipped.sigma) < 0.3, "\(result.sigmaEV)")
    // The gain: one season term is narrower at 90% than a spot's own geometry twice.
    let scene = try #require(try ErrorModel.builtIn().templates["scene"])
    let twice = LogErrorDistribution(
      spread: ErrorSpread(sigma: scene.nominalSigmaEV, degrees: scene.degrees)
        + ErrorSpread(sigma: scene.nominalSigmaEV, degrees: scene.degrees))
    #expect(
      LogErrorDistribution(spread: shipped).quantile(0.95) < twice.quantile(0.95) - 0.5)
  }

  @Test("the split: the shipped lasting and per-moment parts are what the model gives")
  func split() throws {
    // A small, coarse survey at 8 moments of each season (the shipped sizes come from
    // `solspot-bench season-term 400 3 1 standard 12` on the full grid).
    let survey = SeasonSurvey(grid: 2, columns: 12)
    var spots: [SeasonRoomKind: [SeasonSurvey.SpotSeasons]] = [:]
    for kind in SeasonRoomKind.allCases {
      spots[kind] = survey.drawMoments(kind, homes: 20, spotsPerHome: 2, moments: 8, seed: 1)
    }
    let split = SeasonTermSplit(
      spots: spots, repeatabilitySigmaEV: 0.05, levels: CoverageCheck.defaultLevels)
    #expect(split.momentsPerSeason == 8)
    let term = try #require(try ErrorModel.builtIn().seasonTerm)
    #expect(abs(split.lasting.sigmaEV - term.lasting.sigma) < 0.3, "\(split.lasting.sigmaEV)")
    #expect(abs(split.moment.sigmaEV - term.moment.sigma) < 0.3, "\(split.moment.sigmaEV)")
    // Every kind is held at every level by each part's rule; lamps do not change at all.
    for part in [split.lasting, split.moment] {
      for (kind, row) in part.coverage {
        for (level, share) in zip(CoverageCheck.defaultLevels, row) {
          #expect(share >= level.level - 1e-9, "\(kind.rawValue) \(level.level): \(share)")
        }
      }
    }
    #expect((split.momentRootMeanSquare[.lamps] ?? 1) < 1e-9)
    // What lasts is smaller than what one moment against another changes.
    #expect(split.lasting.sigmaEV < split.term.spread(readings: 1, 1).sigma)
  }

  @Test("a spot whose geometry changes only with the moment has no lasting part")
  func momentOnly() {
    // Moments alternate ±0.5 EV about the same mean in both seasons: the means do not change.
    func measurement(_ value: Double) -> SpotMeasurement {
      SpotMeasurement(
        illuminance: Math.exp2(value) * 8, directIlluminance: 0, meteredLuminance: 1,
        clippedShare: 0, isSunlit: false)
    }
    let spots = (0..<100).map { index in
      let shift = Double(index % 7) * 0.1
      return SeasonSurvey.SpotSeasons(
        home: index, summer: [0.5, -0.5, 0.5, -0.5].map { measurement($0 + shift) },
        winter: [-0.5, 0.5, -0.5, 0.5].map { measurement($0 + shift) })
    }
    let split = SeasonTermSplit(
      spots: [.skylight: spots], repeatabilitySigmaEV: 0.05, levels: CoverageCheck.defaultLevels)
    #expect(split.lasting.sigmaEV < 0.05, "\(split.lasting.sigmaEV)")
    #expect(split.moment.sigmaEV > 0.4, "\(split.moment.sigmaEV)")
    #expect(abs((split.momentRootMeanSquare[.skylight] ?? 0) - 0.577) < 0.01)
  }

  @Test("moments: Cooper's declination and the sun's position")
  func moments() {
    #expect(abs(SeasonMoment.declination(day: 172) - 23.45) < 0.1)
    #expect(abs(SeasonMoment.declination(day: 355) + 23.45) < 0.1)
    // Noon: 90° − latitude + δ, the sun due south.
    let noon = SeasonMoment(day: 355, hour: 12, latitude: 50)
    #expect(abs(noon.elevation - (40 + noon.declination)) < 1e-6)
    #expect(abs(noon.azimuth - 180) < 1e-3)
    // Morning sun in the east half, afternoon in the west.
    #expect(SeasonMoment(day: 172, hour: 9, latitude: 50).azimuth < 180)
    #expect(SeasonMoment(day: 172, hour: 15, latitude: 50).azimuth > 180)
  }
}
