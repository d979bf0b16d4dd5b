import Testing

@testable import SolspotKit

@Suite("Declared lighting in a comparison of two spots")
struct PairLightingTests {
  let bands: BandTable
  let model: ErrorModel

  init() throws {
    bands = try BandTable.builtIn()
    model = try ErrorModel.builtIn()
  }

  /// `count` readings of one spot a day apart at 1/`shutter` s, by one uncalibrated phone.
  func readings(_ count: Int, shutter: Double) throws -> [Reading] {
    try (0..<count).map { index in
      try Readings.make(
        shutter: shutter * (1 + 0.05 * Double(index)), device: "iphone-13-front",
        at: "2025-06-2\(index + 1)T12:00+02:00")
    }
  }

  @Test("two side-window spots 4× apart, two readings each, one phone: a clear direction")
  func sideWindowsFourTimesApart() throws {
    let sill = try readings(2, shutter: 240)
    let hall = try readings(2, shutter: 60)
    let declared = try #require(
      LightComparison(
        sill, hall, bands: bands, lighting: PairLighting(.window, .window, model: model)))
    let undeclared = try #require(
      LightComparison(sill, hall, bands: bands, lighting: PairLighting(nil, .window, model: model)))
    let point = try #require(declared.ratio.point)
    #expect(abs(point - 4) < 1e-9)
    guard case .estimate(_, let lower, let upper, _) = declared.ratio,
      case .estimate(_, let lowerBefore, let upperBefore, _) = undeclared.ratio
    else {
      Issue.record("expected estimates: \(declared.ratio), \(undeclared.ratio)")
      return
    }
    // The whole 90% interval above 1: the direction is clear.
    #expect(lower > 1, "\(lower)–\(upper)")
    #expect(declared.ratio.direction == .more)
    // Undeclared, the every-kind size leaves it wider.
    #expect(upper / lower < upperBefore / lowerBefore)
  }

  @Test("a pair takes the wider of its spots' sizes; an undeclared spot keeps the every-kind size")
  func pairSize() throws {
    let window = try #require(model.spotSpread(.window))
    let skylight = try #require(model.spotSpread(.skylight))
    let lamps = try #require(model.spotSpread(.lamps))
    #expect(model.pairSpread(.window, .skylight) == skylight)
    #expect(model.pairSpread(.skylight, .window) == skylight)
    #expect(model.pairSpread(.window, .lamps) == window)
    #expect(model.pairSpread(.lamps, .lamps) == lamps)
    #expect(model.pairSpread(nil, .lamps) == nil)
    #expect(model.pairSpread(.window, nil) == nil)
    let pair = PairLighting(.lamps, .window, model: model)
    #expect(pair.sizedFor == .window && pair.isDeclared)
    #expect(PairLighting(nil, .window, model: model).hasUndeclared)
    // Exactly one given: the other is named, and the pair keeps the every-kind size.
    let half = PairLighting(nil, .window, model: model)
    #expect(half.loneUndeclared == .first && half.spread == nil)
    #expect(PairLighting(.lamps, nil, model: model).loneUndeclared == .second)
    #expect(PairLighting(nil, nil, model: model).loneUndeclared == nil)
    #expect(pair.loneUndeclared == nil)
    // No declared size is wider than the every-kind one.
    let every = try #require(model.templates["scene"])
    let everySpread = ErrorSpread(sigma: every.nominalSigmaEV, degrees: every.degrees)
    for kind in LightingKind.allCases {
      let spread = try #require(model.spotSpread(kind))
      #expect(ErrorModel.width90(spread) <= ErrorModel.width90(everySpread) + 1e-9, "\(kind)")
    }
  }

  @Test("a declared size never widens a ratio, and seasons of one spot ignore it")
  func neverWider() throws {
    let sill = try readings(3, shutter: 240)
    let hall = try readings(1, shutter: 120)
    for first in LightingKind.allCases {
      for second in LightingKind.allCases {
        let lit = try #require(
          LightComparison(
            sill, hall, bands: bands, lighting: PairLighting(first, second, model: model)))
        let plain = try #require(LightComparison(sill, hall, bands: bands))
        let width = { (c: LightComparison) -> Double in
          guard case .estimate(_, let lower, let upper, _) = c.ratio else { return .nan }
          return upper / lower
        }
        #expect(width(lit) <= width(plain) + 1e-9, "\(first) \(second)")
      }
    }
    let seasons = try #require(
      LightComparison(
        sill, hall, bands: bands, spotChange: model.seasonTerm,
        lighting: PairLighting(.lamps, .lamps, model: model)))
    #expect(seasons.lighting == nil)
    let plainSeasons = try #require(
      LightComparison(sill, hall, bands: bands, spotChange: model.seasonTerm))
    let seasonWidth = { (c: LightComparison) -> Double in
      guard case .estimate(_, let lower, let upper, _) = c.ratio else { return .nan }
      return upper / lower
    }
    #expect(abs(seasonWidth(seasons) - seasonWidth(plainSeasons)) < 1e-9)
  }

  @Test("an unclear ratio whose spots' geometry is the largest part names saying how each is lit")
  func settlingNamesLighting() throws {
    // One reading each, 1.5× apart: the spots' geometry dominates and the interval holds 1.
    let a = try readings(1, shutter: 90)
    let b = try readings(1, shutter: 60)
    let undeclared = try #require(
      LightComparison(a, b, bands: bands, lighting: PairLighting(.window, nil, model: model)))
    #expect(undeclared.ratio.direction == .similar)
    #expect(undeclared.settling.first == .sayLighting)
    #expect(undeclared.settling.contains(.calibration))
    let declared = try #require(
      LightComparison(a, b, bands: bands, lighting: PairLighting(.window, .window, model: model)))
    #expect(!declared.settling.contains(.sayLighting))
    let unknown = try #require(LightComparison(a, b, bands: bands))
    #expect(!unknown.settling.contains(.sayLighting))
  }
}
