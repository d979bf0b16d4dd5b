import Testing

@testable import SolspotKit

@Suite("Default constant from the radiometric model")
struct DefaultConstantDerivationTests {
  /// A sample of `kind` in `home` whose log2 C_eff is `value`.
  static func sample(_ kind: SpotKind, _ home: Int, _ value: Double) -> SpotSample {
    SpotSample(
      kind: kind, home: home,
      measurement: SpotMeasurement(
        illuminance: Math.exp2(value) * 8, directIlluminance: 0, meteredLuminance: 1,
        clippedShare: 0, isSunlit: false))
  }

  static func derive(_ samples: [SpotKind: [SpotSample]]) -> DefaultConstantDerivation {
    DefaultConstantDerivation(
      samples: samples, otherSigmaEV: 0.1, upwardSigmaEV: 0, repeatabilitySigmaEV: 0.05,
      levels: CoverageCheck.defaultLevels)
  }

  @Test("spots that all share one constant: it is the default, with no geometry to speak of")
  func oneConstant() {
    let samples = (0..<4).map { Self.sample(.windowOvercast, $0 / 2, -1) }
    let result = Self.derive([.windowOvercast: samples])
    #expect(abs(result.log2Constant + 1) <= 0.02)
    #expect(result.geometrySigmaEV < 0.05 && result.spotSigmaEV < 0.05)
  }

  @Test("every kind is held at every level; sun on the spot is left out")
  func everyKind() throws {
    var samples: [SpotKind: [SpotSample]] = [:]
    for (kind, centre) in [(SpotKind.windowOvercast, -1.0), (.lamps, 0.0), (.skylight, -2.0)] {
      samples[kind] = (0..<40).map { i in
        Self.sample(kind, i / 4, centre + 0.5 * NormalDistribution.quantile((Double(i) + 0.5) / 40))
      }
    }
    let without = Self.derive(samples)
    samples[.windowSunOnSpot] = (0..<8).map { Self.sample(.windowSunOnSpot, $0, 4) }
    let with = Self.derive(samples)
    #expect(with == without)
    #expect(with.coverage[.windowSunOnSpot] == nil)
    for (kind, row) in with.coverage {
      for (level, share) in zip(CoverageCheck.defaultLevels, row) {
        #expect(share >= level.level - 1e-9, "\(kind.rawValue) \(level.level): \(share)")
      }
    }
    // The kinds lie 2 EV apart: one constant between them and a σ that reaches both ends.
    #expect(abs(with.log2Constant + 1) < 0.3)
    #expect(with.geometrySigmaEV > 0.8)
    let split = with.sharedSigmaEV * with.sharedSigmaEV + with.spotSigmaEV * with.spotSigmaEV
    #expect(abs(split - with.geometrySigmaEV * with.geometrySigmaEV) < 1e-9)
  }

  @Test("the shape: a t whose 90%-to-50% width ratio is the spots' own, rounded down")
  func shape() throws {
    // Spots at the quantiles of a t with 4 degrees: a sample's ratio lies a little above the
    // distribution's, between 3 and 4 degrees, and is rounded down to 3. At a normal's
    // quantiles, a normal shape.
    func samples(_ quantile: (Double) -> Double) -> [SpotKind: [SpotSample]] {
      [
        .skylight: (0..<400).map { i in
          Self.sample(.skylight, i / 4, quantile((Double(i) + 0.5) / 400))
        }
      ]
    }
    let heavy = samples { StudentTDistribution.quantile($0, degrees: 4) }
    #expect(DefaultConstantDerivation.shapeDegrees(heavy) == 3)
    let normal = samples(NormalDistribution.quantile)
    #expect(DefaultConstantDerivation.shapeDegrees(normal) == nil)
    // Sun on the spot is left out of the shape as of the sizes.
    var withSun = heavy
    withSun[.windowSunOnSpot] = (0..<40).map { Self.sample(.windowSunOnSpot, $0, 9) }
    #expect(
      DefaultConstantDerivation.tailRatio(withSun) == DefaultConstantDerivation.tailRatio(heavy))
    // The shipped model carries the shape the full survey gives (solspot-bench radiometry).
    let model = try ErrorModel.builtIn()
    #expect(model.templates["scene"]?.degrees == 3 && model.templates["geometry"]?.degrees == 3)
  }

  @Test("the shipped default and geometry sizes are what the model gives, within its sampling")
  func shipped() throws {
    // A small, coarse survey (the shipped numbers come from `solspot-bench radiometry 400 3 1`
    // on the full grid): the same rule must land near them.
    let survey = SpotSurvey(grid: 2, columns: 12)
    var samples: [SpotKind: [SpotSample]] = [:]
    for kind in SpotKind.allCases {
      samples[kind] = survey.draw(kind, homes: 24, spotsPerHome: 3, seed: 1)
    }
    let model = try ErrorModel.builtIn()
    let generic = try DeviceProfileCatalog.builtIn().generic
    let budget = model.budget(calibration: generic.calibration, pointLux: 100)
    let other = ErrorBudget(
      components: budget.components.filter { $0.id != "geometry" && $0.id != "scene" }
    ).distribution()
    let result = DefaultConstantDerivation(
      samples: samples, otherSigmaEV: other.symmetricSigma, upwardSigmaEV: other.upwardSigma,
      repeatabilitySigmaEV: try #require(budget["repeatability"]).sigmaEV,
      levels: CoverageCheck.defaultLevels)
    #expect(abs(result.log2Constant - Math.log2(generic.calibration.constantLux)) < 0.4)
    let shippedGeometry = (
      try #require(budget["geometry"]).sigmaEV, try #require(budget["scene"]).sigmaEV
    )
    let shippedTotal =
      (shippedGeometry.0 * shippedGeometry.0 + shippedGeometry.1 * shippedGeometry.1)
      .squareRoot()
    #expect(abs(result.geometrySigmaEV - shippedTotal) < 0.35, "\(result.geometrySigmaEV)")
    #expect(abs(result.spotSigmaEV - shippedGeometry.1) < 0.35, "\(result.spotSigmaEV)")
  }

  @Test("each declared lighting's size is what rules 0 and 2 give over its kinds, within sampling")
  func lightingSizes() throws {
    // The same small, coarse survey; the shipped sizes come from the full one.
    let survey = SpotSurvey(grid: 2, columns: 12)
    var samples: [SpotKind: [SpotSample]] = [:]
    for kind in SpotKind.allCases {
      samples[kind] = survey.draw(kind, homes: 24, spotsPerHome: 3, seed: 1)
    }
    let model = try ErrorModel.builtIn()
    let generic = try DeviceProfileCatalog.builtIn().generic
    let budget = model.budget(calibration: generic.calibration, pointLux: 100)
    let other = ErrorBudget(
      components: budget.components.filter { $0.id != "geometry" && $0.id != "scene" }
    ).distribution()
    let levels = CoverageCheck.defaultLevels
    let result = DefaultConstantDerivation(
      samples: samples, otherSigmaEV: other.symmetricSigma, upwardSigmaEV: other.upwardSigma,
      repeatabilitySigmaEV: try #require(budget["repeatability"]).sigmaEV, levels: levels)
    for lighting in LightingKind.allCases {
      let rule = try #require(result.lightingRatios[lighting])
      let shipped = try #require(model.templates[ErrorModel.sceneID(lighting)])
      #expect(abs(rule.spotSigmaEV - shipped.nominalSigmaEV) < 0.3, "\(lighting)")
      // The rule holds every kind of the lighting at every level, and only those kinds.
      #expect(Set(rule.coverage.keys) == Set(lighting.modelKinds), "\(lighting)")
      for (kind, row) in rule.coverage {
        for (level, share) in zip(levels, row) {
          #expect(share >= level.level - 1e-9, "\(lighting) \(kind) \(level.level)")
        }
      }
      // A subset of the kinds never needs a wider size than all of them, at the same shape.
      let pooled = DefaultConstantDerivation.ratioRule(
        samples: samples, kinds: lighting.modelKinds, degrees: result.shapeDegrees,
        repeatabilitySigmaEV: try #require(budget["repeatability"]).sigmaEV, levels: levels)
      #expect(pooled.spotSigmaEV <= result.spotSigmaEV + 1e-9, "\(lighting)")
    }
  }
}
