import SolspotKit

// Bands and band verdicts in words.

extension Band {
  /// The band's range in words, in lux: "under 2,500 lux", "2,500–10,000 lux", "over 20,000
  /// lux".
  var rangeText: String { rangeText(in: .lux) }

  /// The band's range in words, its edges in `unit` as limits (``LuxText/exact(_:in:)``):
  /// "under 232 fc", "232–929 fc".
  func rangeText(in unit: IlluminanceUnit) -> String {
    switch (lowerLux, upperLux) {
    case (nil, let upper?): "under \(LuxText.exactText(upper, in: unit))"
    case (let lower?, nil): "over \(LuxText.exactText(lower, in: unit))"
    case (let lower?, let upper?):
      "\(LuxText.exact(lower, in: unit))–\(LuxText.exactText(upper, in: unit))"
    case (nil, nil): "any light"
    }
  }
}

extension BandVerdict {
  /// The verdict in words: "medium", "medium, possibly bright indirect",
  /// "bright indirect or brighter", "low".
  var summary: String {
    switch self {
    case .estimate(let assessment): assessment.summary
    case .atLeast(let band): band.upperLux == nil ? band.name : "\(band.name) or brighter"
    case .atMost(let band): band.lowerLux == nil ? band.name : "\(band.name) or darker"
    }
  }
}

extension BandAssessment {
  /// The verdict in words: "medium", "medium, possibly low or bright indirect", "medium,
  /// possibly bright indirect, low or direct".
  var summary: String {
    guard let last = possible.last else { return likeliest.name }
    let names = possible.dropLast().map(\.name)
    let list = names.isEmpty ? last.name : names.joined(separator: ", ") + " or " + last.name
    return "\(likeliest.name), possibly " + list
  }
}

extension Reading {
  /// ``Reading/bandVerdict(in:)`` in words (``BandVerdict/summary``): "direct, possibly
  /// bright indirect", "medium", "bright indirect or brighter"; the one band of
  /// ``Reading/singleBand(in:)`` when that alone is the verdict, without integrating the
  /// distribution.
  func bandSummary(in table: BandTable) -> String {
    singleBand(in: table)?.name ?? bandVerdict(in: table).summary
  }
}
