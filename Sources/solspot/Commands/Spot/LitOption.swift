import SolspotKit

/// `--lit window|skylight|lamps` and `--no-lit`, as `spot add` and `spot set` take them: how
/// a spot is lit, which sizes its comparisons with other spots (docs/uncertainty.md, "Kinds
/// of lighting").
enum LitOption {
  /// `--lit KIND`.
  static let option = OptionSpec(
    ["--lit"], value: "KIND",
    help: "How the spot is lit: window (a side window; lamps at night), skylight, or lamps "
      + "(no daylight). Narrows its comparisons with other spots.")
  /// `--no-lit`.
  static let clearOption = OptionSpec(["--no-lit"], help: "Forget how the spot is lit.")

  /// The kind `--lit` names, or `nil` without it.
  ///
  /// - Throws: ``UsageError`` for a word that is not a kind.
  static func kind(_ arguments: ParsedArguments) throws(UsageError) -> LightingKind? {
    try arguments.value("--lit", expected: "expected window, skylight or lamps") {
      LightingKind(rawValue: $0.lowercased())
    }
  }

  /// The change `spot set` makes: `nil` to keep, `.some(nil)` to clear.
  ///
  /// - Throws: ``UsageError`` for a bad kind, or both options.
  static func change(_ arguments: ParsedArguments) throws(UsageError) -> LightingKind?? {
    let kind = try kind(arguments)
    switch (kind, arguments.has("--no-lit")) {
    case (let kind?, false): return .some(kind)
    case (nil, true): return .some(nil)
    case (nil, false): return nil
    case (.some, true): throw .conflict("give --lit or --no-lit, not both")
    }
  }
}
