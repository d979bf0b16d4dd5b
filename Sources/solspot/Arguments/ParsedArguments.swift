import SolspotKit

/// The options and positionals of one command line, with typed access that turns bad values
/// into ``UsageError``s naming the option.
struct ParsedArguments {
  /// The command the arguments were parsed for.
  let spec: CommandSpec
  /// Values by option key (long name); a flag has one empty value per use.
  let values: [String: [String]]
  /// The positional arguments, in order.
  let positionals: [String]

  /// Whether the flag or option `key` was given.
  func has(_ key: String) -> Bool { values[key] != nil }

  /// The last value of option `key`, if given.
  func string(_ key: String) -> String? { values[key]?.last }

  /// Every value of the repeatable option `key`.
  func strings(_ key: String) -> [String] { values[key] ?? [] }

  /// The display name of option `key` for messages: `-f/--aperture`.
  func displayName(_ key: String) -> String {
    spec.option(named: key)?.displayName ?? key
  }

  /// The value of the required option `key`.
  func required(_ key: String) throws(UsageError) -> String {
    guard let value = string(key) else { throw .missingOption(option: displayName(key)) }
    return value
  }

  /// The value of option `key` converted by `convert`, which returns `nil` or throws a reason.
  func value<T>(_ key: String, expected: String, _ convert: (String) -> T?) throws(UsageError)
    -> T?
  {
    guard let text = string(key) else { return nil }
    guard let value = convert(text) else {
      throw .invalidValue(option: displayName(key), value: text, reason: expected)
    }
    return value
  }

  /// The value of option `key` as a decimal number without a `+` sign (``ValueText/number(_:)``).
  func number(_ key: String, expected: String = "expected a number") throws(UsageError)
    -> Double?
  {
    try value(key, expected: expected, ValueText.number)
  }

  /// The value of option `key` as a decimal number that may carry a `+` sign, for quantities
  /// that have a direction (an exposure bias, a latitude).
  func signedNumber(_ key: String, expected: String = "expected a number") throws(UsageError)
    -> Double?
  {
    try value(key, expected: expected, ValueText.signedNumber)
  }

  /// Checks that the number of positionals fits the spec.
  func checkPositionals() throws(UsageError) {
    let allowed = spec.positionals.reduce(0...0) { total, positional in
      (total.lowerBound + positional.count.lowerBound)...(total.upperBound
        + positional.count.upperBound)
    }
    if positionals.count > allowed.upperBound {
      throw .unexpectedArgument(positionals[allowed.upperBound])
    }
    if positionals.count < allowed.lowerBound {
      let name = spec.positionals.first { $0.count.lowerBound > 0 }?.name ?? "argument"
      throw .missingArgument(name: name)
    }
  }
}

/// Conversions from argument text.
///
/// Numbers are read strictly: decimal digits with an optional point and exponent (`1.9`,
/// `.5`, `1e3`), nothing around them. A `+` sign is refused except where a quantity has a
/// direction (``signedNumber(_:)``): `-f +1.9` is more likely a slip than an f-number. A
/// `-` is read, so that a negative value gets its own message from the range check. A
/// number too large for a `Double` (`1e400`) reads as infinity, so that the range check
/// names it too.
enum ValueText {
  /// A decimal number such as `1.9`, `-0.7` or `1e3`, without a `+` sign.
  static func number(_ text: String) -> Double? {
    text.hasPrefix("+") ? nil : signedNumber(text)
  }

  /// A decimal number that may have a sign, `+` or `-`: `+0.7`, `-33.9`.
  static func signedNumber(_ text: String) -> Double? {
    var scalars = Substring(text).unicodeScalars[...]
    if let sign = scalars.first, sign == "+" || sign == "-" { scalars = scalars.dropFirst() }
    var digits = 0
    var sawPoint = false
    while let scalar = scalars.first, scalar == "." || ("0"..."9").contains(scalar) {
      if scalar == "." {
        guard !sawPoint else { return nil }
        sawPoint = true
      } else {
        digits += 1
      }
      scalars = scalars.dropFirst()
    }
    guard digits > 0 else { return nil }
    if let e = scalars.first, e == "e" || e == "E" {
      scalars = scalars.dropFirst()
      if let sign = scalars.first, sign == "+" || sign == "-" { scalars = scalars.dropFirst() }
      guard let first = scalars.first, ("0"..."9").contains(first) else { return nil }
      while let scalar = scalars.first, ("0"..."9").contains(scalar) {
        scalars = scalars.dropFirst()
      }
    }
    guard scalars.isEmpty, let value = Double(text), !value.isNaN else { return nil }
    return value
  }

  /// A quantity of light, which people write with thousands separators: ``number(_:)``, or
  /// digits grouped by commas in threes (`1,500`, `12,000.5`, `1,234,567`), which can only be
  /// thousands. A comma that could be a decimal comma (`1,5`, `1,50`) is not a number here:
  /// ``commaReason(_:expected:)`` words the refusal.
  static func grouped(_ text: String) -> Double? {
    guard text.contains(",") else { return number(text) }
    let (whole, fraction) =
      if let point = text.firstIndex(of: ".") {
        (text[..<point], text[point...])
      } else {
        (text[...], Substring(""))
      }
    let groups = whole.split(separator: ",", omittingEmptySubsequences: false)
    guard let first = groups.first, (1...3).contains(first.count),
      groups.dropFirst().allSatisfy({ $0.count == 3 }),
      groups.allSatisfy({ $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } })
    else { return nil }
    return number(groups.joined() + fraction)
  }

  /// The refusal of a value ``grouped(_:)`` does not read: `expected`, and for a value with a
  /// comma, how commas are read and how to write it instead.
  static func commaReason(_ text: String, expected: String) -> String {
    guard text.contains(",") else { return expected }
    return expected + "; a comma is read only between groups of three digits (1,500 is "
      + "1500): for a decimal, write a point (1.5)"
  }

  /// A whole number written with digits only: `7`, not `+7`, `7.0` or `0x7`.
  static func wholeNumber(_ text: String) -> Int? {
    guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
    return Int(text)
  }

  /// An f-number: `1.9` or `f/1.9`.
  static func aperture(_ text: String) -> Double? {
    let body = text.lowercased().hasPrefix("f/") ? String(text.dropFirst(2)) : text
    return number(body)
  }

  /// A confidence level: `0.9`, `90` or `90%`.
  static func confidence(_ text: String) -> Confidence? {
    var body = Substring(text)
    var isPercent = false
    if body.hasSuffix("%") {
      body = body.dropLast()
      isPercent = true
    }
    guard let value = number(String(body)) else { return nil }
    let level = isPercent || value > 1 ? value / 100 : value
    return Confidence(level)
  }
}
