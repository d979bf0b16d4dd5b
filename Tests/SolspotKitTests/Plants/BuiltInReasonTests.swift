import Testing

@testable import SolspotKit

/// The reasons the matcher gives for the plants of the shipped catalog, checked over every plant
/// and a range of spots: what they say must not contradict what `plants show` prints of the
/// plant's sources.
@Suite("Built-in catalog: reasons in words")
struct BuiltInReasonTests {
  let catalog: PlantCatalog
  let matcher: PlantMatcher
  let spots: [SpotLight]

  init() throws {
    catalog = try PlantCatalog.builtIn()
    let bands = try BandTable.builtIn()
    matcher = PlantMatcher(bands: bands, catalog: catalog)
    let estimator = try LuxEstimator(profile: DeviceProfileCatalog.builtIn().generic)
    // 140, 540 and 2,200 lux, with the generic profile's wide interval.
    let settings = try Exposure(fNumber: 1.9, exposureTime: 1.0 / 60, iso: 100)
    let constant = estimator.profile.calibration.constantLux
    let estimates = [140.0, 540, 2200].map {
      SpotLight.estimate(estimator.estimate(sceneEV: Math.log2($0 / constant), settings: settings))
    }
    spots =
      bands.bands.map { .band($0) }
      + [10, 100, 500, 1000, 2000, 3000, 5000, 10000].map { .lux($0) }
      + estimates
  }

  /// The upper ends of the classes `plant` is said to tolerate that have no lower end
  /// ("diffuse light, under 5,300 lux").
  func openBelow(_ plant: Plant) -> [Double] {
    plant.light.evidence.compactMap { statement in
      guard [.tolerated, .toleratedBelow].contains(statement.role), statement.lux?.min == nil
      else { return nil }
      return statement.lux?.max
    }
  }

  @Test(
    "no reason says nothing is known below X where a source says the plant tolerates light below more than X"
  )
  func toleratedBelow() throws {
    var checked = 0
    for plant in catalog.plants {
      let open = openBelow(plant)
      for spot in spots {
        let reason = matcher.match(plant, spot: spot).reason
        for match in reason.matches(of: /a figure below ([0-9,]+) lux/) {
          let digits = String(match.output.1.filter { $0 != "," })
          let figure = try #require(Double(digits))
          #expect(!open.contains { $0 > figure }, "\(plant.id): \(reason)")
        }
        if let top = open.max(), reason.contains("its needs are unknown") {
          checked += 1
          #expect(
            reason.contains("tolerates less light than \(LuxText.exact(top)) lux"),
            "\(plant.id): \(reason)")
        }
      }
    }
    #expect(checked > 0)
  }

  @Test(
    "figures converted from foot-candles print to three significant figures, never as converted")
  func footCandles() throws {
    var rounded = 0
    for plant in catalog.plants {
      // The plant's figures that come only from foot-candles and have more than three figures.
      let converted = Set(
        plant.light.evidence.filter { $0.figure?.unit == .footCandle }
          .flatMap { [$0.lux?.min, $0.lux?.max].compactMap { $0 } }
          .filter { plant.light.isConverted($0) && LuxText.converted($0) != LuxText.exact($0) })
      for spot in spots {
        let match = matcher.match(plant, spot: spot)
        for figure in converted {
          let digits = LuxText.exact(figure)
          #expect(
            !match.reason.contains(digits + " lux") && !match.reason.contains(digits + "–"),
            "\(plant.id): \(match.reason)")
          if match.reason.contains(LuxText.converted(figure) + " lux")
            || match.reason.contains(LuxText.converted(figure) + "–")
          {
            rounded += 1
          }
        }
      }
    }
    #expect(rounded > 0)
    #expect(LuxText.converted(1076.4) == "1,080")
    #expect(LuxText.converted(3229) == "3,230")
    #expect(LuxText.converted(807) == "807")
    #expect(LuxText.converted(21528) == "21,500")
  }

  @Test("Phalaenopsis: its best light is one figure at its ceiling, and the reasons say so")
  func phalaenopsis() throws {
    let plant = try #require(catalog.plant(named: "moth orchid"))
    // Both sources give 1,500 fc, a level: the nursery's for flowering, Hy-Vee's the most.
    #expect(plant.light.lux.idealMin == 16146 && plant.light.lux.idealMax == 16146)
    #expect(plant.light.lux.max == 16146 && plant.light.maxBasis == .ceiling)
    #expect(matcher.profile(of: plant).isBestAtCeiling)
    for lux in [5000.0, 12000, 16000] {
      let match = matcher.match(plant, spot: .lux(lux))
      #expect(match.suitability == .unknown)
      #expect(
        match.reason.hasPrefix(
          "its sources give its best light as one figure, 16,100 lux (ORCHIDSAMORE-LIGHT), which "
            + "is also the most it takes (HYVEE-PHAL), and no lower limit: no light is known in "
            + "which it thrives, and below 16,100 lux its needs are unknown; "))
    }
    let bright = matcher.match(plant, spot: .lux(16146))
    #expect(bright.label == "too bright")
    #expect(
      bright.reason.hasPrefix(
        "takes at most 16,100 lux (HYVEE-PHAL), which is also its best light "
          + "(ORCHIDSAMORE-LIGHT)"))
    // Never "no source gives figures", whatever the spot.
    for spot in spots {
      #expect(!matcher.match(plant, spot: spot).reason.contains("no source gives figures"))
    }
  }

  @Test("pothos below its known range: Tropicopia's 'diffuse light' is named, with no limit")
  func pothos() throws {
    let plant = try #require(catalog.plant(named: "pothos"))
    let low = try #require(try BandTable.builtIn().band(named: "low"))
    let reason = matcher.match(plant, spot: .band(low)).reason
    #expect(
      reason.hasPrefix(
        "TROPICOPIA says it tolerates less light than 5,300 lux but gives no lower limit, so "
          + "below 3,200 lux, the bottom of its known range (TROPICOPIA), its needs are unknown"))
    #expect(!reason.contains("no source gives a lower limit or a figure below"))
  }

  @Test("a reason says 'depends on the true light' only under the verdict 'depends'")
  func dependsOnlyUnderDepends() throws {
    var passedLimits = 0
    for plant in catalog.plants {
      for spot in spots {
        let match = matcher.match(plant, spot: spot)
        let says = match.reason.contains("depends on the true light")
        #expect(!says || match.suitability == .depends, "\(plant.id): \(match.reason)")
        if match.reason.contains("the light may also lie past its limits") {
          passedLimits += 1
          #expect(match.suitability != .depends, "\(plant.id): \(match.reason)")
        }
      }
    }
    // The estimates' wide intervals reach past many plants' limits under other verdicts.
    #expect(passedLimits > 0)
  }
}
