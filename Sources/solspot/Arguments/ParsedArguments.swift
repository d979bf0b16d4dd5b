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

  /// The value of option `key` as a decimal number.
  func number(_ key: String, expected: String = "expected a number") throws(UsageError)
    -> Double?
  {
    try value(key, expected: expected, ValueText.number)
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
enum ValueText {
  /// A finite decimal number such as `1.9`, `-0.7` or `1e3`.
  static func number(_ text: String) -> Double? { NumberText.number(text) }

  /// An f-number: `1.9` or `f/1.9`.
  static func aperture(_ text: String) -> Double? { Exposure.fNumber(text) }

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
