import Foundation
import Testing

@testable import SolspotKit
@testable import solspot

/// ``LuxText`` in another unit: figures converted from the lux value and rounded by the rules
/// lux figures follow.
@Suite("Figures in foot-candles")
struct LuxTextUnitTests {
  static let fc = IlluminanceUnit.footCandles

  /// Lux values from the dark end to beyond any daylight, with non-round ones between.
  static let luxValues: [Double] = [
    0.004_2, 0.53, 3.7, 12.5, 99.9, 269.1, 540, 1_076.4, 2_500, 9_999, 20_000, 108_000,
    2.7e9,
  ]

  @Test("1 fc is 10.76391 lux (NIST SP 811 B.9), 1/0.3048² exactly")
  func constant() {
    #expect(abs(IlluminanceUnit.luxPerFootCandle - 10.763_91) < 5e-6)
    #expect(abs(IlluminanceUnit.luxPerFootCandle * 0.3048 * 0.3048 - 1) < 1e-15)
    #expect(IlluminanceUnit.footCandles.lux(from: 50) == 50 * IlluminanceUnit.luxPerFootCandle)
  }

  @Test("in lux a figure is the lux figure", arguments: luxValues)
  func luxIsLux(_ lux: Double) {
    #expect(IlluminanceUnit.lux.value(fromLux: lux) == lux)
    for rounding in [LuxText.Rounding.nearest, .down, .up] {
      #expect(
        LuxText.format(lux, in: .lux, rounding: rounding) == LuxText.format(lux, rounding: rounding)
      )
      #expect(
        LuxText.text(lux, in: .lux, rounding: rounding)
          == LuxText.format(lux, rounding: rounding) + " lux")
    }
    #expect(LuxText.exactText(lux, in: .lux) == LuxText.exact(lux) + " lux")
    #expect(LuxText.range(lux...(lux * 3), in: .lux) == LuxText.range(lux...(lux * 3)))
  }

  /// The number a figure's text writes.
  static func number(_ text: String) -> Double? {
    Double(text.replacingOccurrences(of: ",", with: ""))
  }

  @Test(
    "in fc a figure is the lux value / 10.76391, to two figures, ends outward", arguments: luxValues
  )
  func footCandleFigures(_ lux: Double) throws {
    let exact = lux / 10.763_910_416_709_72
    #expect(abs(Self.fc.value(fromLux: lux) - exact) <= exact * 1e-12)
    // Rounded by the rule, worked out here apart from SignificantFigures.
    let step = pow(10, (log10(exact)).rounded(.down) - 1)
    let expected: [(LuxText.Rounding, Double)] = [
      (.nearest, (exact / step).rounded() * step),
      (.down, (exact / step * (1 + 1e-12)).rounded(.down) * step),
      (.up, (exact / step * (1 - 1e-12)).rounded(.up) * step),
    ]
    for (rounding, value) in expected where exact < 1e8 {
      let printed = try #require(Self.number(LuxText.format(lux, in: Self.fc, rounding: rounding)))
      #expect(abs(printed - value) <= value * 1e-9, "\(lux) lux, \(rounding)")
      #expect(LuxText.text(lux, in: Self.fc, rounding: rounding).hasSuffix(" fc"))
    }
    // A range's printed ends contain the converted range.
    let range = LuxText.range(lux...(lux * 3), in: Self.fc)
    let ends = range.dropLast(3).split(separator: "–").compactMap { Self.number(String($0)) }
    #expect(ends.count == 2 || exact >= 1e8)
    if ends.count == 2 {
      #expect(ends[0] <= exact && ends[1] >= exact * 3 * (1 - 1e-12), "\(range)")
    }
  }

  @Test("exact figures and limits: as written in lux, three figures converted")
  func exactFigures() {
    #expect(LuxText.exactText(2_500, in: Self.fc) == "232 fc")
    #expect(LuxText.exactText(10_000, in: Self.fc) == "929 fc")
    #expect(LuxText.exactText(20_000, in: Self.fc) == "1,860 fc")
    #expect(LuxText.exactText(700, in: Self.fc) == "65 fc")
    #expect(LuxText.exact(108_000, in: Self.fc) == "10,000")
    #expect(LuxText.exactText(12.5, in: .lux) == "12.5 lux")
  }

  @Test("a band's edges follow the unit")
  func bandEdges() throws {
    let bands = try BandTable.builtIn().bands
    for band in bands {
      #expect(band.rangeText(in: .lux) == band.rangeText)
    }
    #expect(bands.map { $0.rangeText(in: Self.fc) }.first == "under 232 fc")
    #expect(bands.map { $0.rangeText(in: Self.fc) }.dropFirst().first == "232–929 fc")
  }

  @Test("an estimate in words carries the format's figures; in lux it is the lux text")
  func valueText() throws {
    let interval = LuxInterval(lower: 290, upper: 1_400, confidence: try #require(Confidence(0.9)))
    let value = LuxValue.estimate(point: 540, interval: interval)
    #expect(value.text(in: .lux) == value.text)
    let fc = Self.fc
    #expect(value.text(in: fc).hasPrefix(LuxText.text(540, in: fc) + " ("))
    #expect(value.text(in: fc).hasSuffix(LuxText.range(290...1_400, in: fc) + ")"))
    #expect(LuxText.range(290...1_400, in: fc) == "26–140 fc")
    #expect(
      LuxValue.atLeast(40_000).text(in: fc).contains(LuxText.text(40_000, in: fc, rounding: .down)))
    #expect(!LuxValue.atMost(3.2).text(in: fc).contains("lux"))
  }
}
