import SolspotKit

/// Splits a command's arguments into options and positionals, following swift-argument-parser's
/// phases: split, match against the spec, and leave conversion to ``ParsedArguments``.
///
/// Rules: `--name value` and `--name=value`; a value may start with `-` (`--bias -1`); `--`
/// ends the options; a flag takes no value; an option without `isRepeatable` may appear once.
enum ArgumentParser {
  static func parse(_ arguments: [String], for spec: CommandSpec) throws(UsageError)
    -> ParsedArguments
  {
    var values: [String: [String]] = [:]
    var positionals: [String] = []
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" || isNegativeNumber(argument) {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let option = spec.option(named: name) else {
        let names = spec.allOptions.flatMap(\.names)
        let suggestion = Suggestions.closest(to: name, among: names, limit: 1).first
        throw .unknownOption(name, suggestion: suggestion)
      }
      let value: String
      if option.takesValue {
        if let inlineValue {
          value = inlineValue
        } else {
          // `-t --iso 250`: the next word is another option, so -t has no value.
          guard index < arguments.count, spec.option(named: arguments[index]) == nil else {
            throw .missingValue(option: name)
          }
          value = arguments[index]
          index += 1
        }
      } else {
        guard inlineValue == nil else { throw .misused(option: name, reason: "takes no value") }
        value = ""
      }
      if values[option.key] != nil, !option.isRepeatable {
        throw .misused(option: name, reason: "may be given only once")
      }
      values[option.key, default: []].append(value)
    }
    return ParsedArguments(spec: spec, values: values, positionals: positionals)
  }

  /// `-1.5` is a value, not an option (no option starts with a digit).
  private static func isNegativeNumber(_ text: String) -> Bool {
    let rest = text.dropFirst()
    guard let first = rest.first else { return false }
    return first.isNumber || (first == "." && rest.count > 1)
  }
}
