import SolspotKit

/// Rewrites every illuminance in a text from lux into another unit, at the one place all of
/// standard output passes (``Console``), so that no printed figure can escape `--unit`.
///
/// Renderers and the engine speak lux; a figure is a number, or two joined by `–` or ` to `,
/// followed by ` lux`. Each is converted and rounded as Solspot rounds lux: to the significant
/// figures its lux text had (at least two), to the nearest; the ends of an interval (a range
/// after "interval " or "span ") outward, so that it never claims to be narrower than the lux
/// one. A source's figure (270 lux, its 25 fc) comes back as the source gave it. Numbers in
/// scientific notation (`6.7e16 lux`) are converted too; words such as "in lux" are left.
struct UnitRewriter: Sendable {
  /// The unit figures are written in.
  let unit: IlluminanceUnit

  /// `text` with every lux figure in ``unit``; `text` itself for lux.
  func rewrite(_ text: String) -> String {
    guard unit != .lux, text.contains(" lux") else { return text }
    var output = ""
    output.reserveCapacity(text.utf8.count)
    var rest = Substring(text)
    while let found = rest.firstRange(of: " lux") {
      let before = rest[..<found.lowerBound]
      let after = rest[found.upperBound...]
      let endsWord = after.first.map { !($0.isLetter || $0.isNumber) } ?? true
      if endsWord, let figure = Self.figure(endingAt: before) {
        let head = before[..<figure.start]
        output += head
        let isInterval = head.hasSuffix("interval ") || head.hasSuffix("span ")
        output += convert(figure, outward: isInterval) + " " + unit.symbol
      } else {
        output += before + " lux"
      }
      rest = after
    }
    return output + rest
  }

  /// A number, or a range of two, at the end of `text`.
  struct Figure {
    /// Where the figure starts in the text it ends.
    let start: Substring.Index
    /// The lower end (or the point) as written.
    let first: Substring
    /// The upper end as written, for a range.
    let second: Substring?
    /// What joined the two ends: `–` or ` to `.
    let joiner: String
  }

  static func figure(endingAt text: Substring) -> Figure? {
    guard let last = number(endingAt: text) else { return nil }
    let head = text[..<last.startIndex]
    for joiner in ["–", " to "] where head.hasSuffix(joiner) {
      let beforeJoiner = head.dropLast(joiner.count)
      if let first = number(endingAt: beforeJoiner) {
        return Figure(start: first.startIndex, first: first, second: last, joiner: joiner)
      }
    }
    return Figure(start: last.startIndex, first: last, second: nil, joiner: "")
  }

  /// The number written at the end of `text`: digits with grouping commas, a decimal point
  /// and an exponent (`1,200`, `0.43`, `6.7e16`, `2.1e-12`), not part of a longer word.
  static func number(endingAt text: Substring) -> Substring? {
    var start = text.endIndex
    while start > text.startIndex {
      let previous = text.index(before: start)
      let character = text[previous]
      let isPart =
        character.isASCII
        && (character.isNumber || character == "," || character == "." || character == "e"
          || (character == "-" && previous > text.startIndex
            && text[text.index(before: previous)] == "e"))
      guard isPart else { break }
      start = previous
    }
    var candidate = text[start...]
    while let first = candidate.first, !(first.isASCII && first.isNumber) {
      candidate = candidate.dropFirst()
    }
    guard let first = candidate.first, first.isNumber, let last = candidate.last, last.isNumber
    else { return nil }
    if candidate.startIndex > text.startIndex {
      let previous = text[text.index(before: candidate.startIndex)]
      if previous.isLetter || previous == "_" { return nil }
    }
    guard Self.value(candidate) != nil else { return nil }
    return candidate
  }

  static func value(_ text: Substring) -> Double? {
    Double(String(text.filter { $0 != "," }))
  }

  /// How many significant figures `text` has, at least two: `540` 2, `12.5` 3, `20,000` 2.
  static func figures(_ text: Substring) -> Int {
    let mantissa = text.split(separator: "e", maxSplits: 1).first ?? text
    var digits = Array(mantissa.filter { $0.isNumber }.drop { $0 == "0" })
    if !mantissa.contains(".") {
      while digits.last == "0" { digits.removeLast() }
    }
    return max(2, digits.count)
  }

  func convert(_ figure: Figure, outward: Bool) -> String {
    guard let low = Self.value(figure.first) else { return String(figure.first) }
    guard let secondText = figure.second, let high = Self.value(secondText) else {
      return text(low, figures: Self.figures(figure.first), rounding: .nearest)
    }
    return text(low, figures: Self.figures(figure.first), rounding: outward ? .down : .nearest)
      + figure.joiner
      + text(high, figures: Self.figures(secondText), rounding: outward ? .up : .nearest)
  }

  func text(_ lux: Double, figures: Int, rounding: LuxText.Rounding) -> String {
    let value = unit.value(fromLux: lux)
    guard figures > 2, let rounded = SignificantFigures(value, figures: figures, rounding: rounding)
    else { return LuxText.format(value, rounding: rounding) }
    return LuxText.exact(rounded.value)
  }
}
