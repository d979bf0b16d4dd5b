extension PlantLight {
  /// Whether the lux figure `lux` is a conversion from foot-candles: at least one statement
  /// gives a bound at it (to within rounding), and every such statement gives its figure in
  /// foot-candles. Statements of the sources in `templated` are left out, as they set no
  /// figure.
  ///
  /// Such a figure is printed to three significant figures (``LuxText/converted(_:)``): 100 fc
  /// is 1,076.4 lux, and "1,076 lux" would claim a precision the source's "100 fc" never had.
  /// A figure a source gives in lux, and one no statement gives (a user catalog's figure written
  /// by hand), is printed as it is.
  public func isConverted(_ lux: Double, excluding templated: Set<String> = []) -> Bool {
    let giving = evidence.filter { statement in
      !templated.contains(statement.source)
        && [statement.lux?.min, statement.lux?.max].contains { LightProfileFigures.same($0, lux) }
    }
    return !giving.isEmpty && giving.allSatisfy { $0.figure?.unit == .footCandle }
  }
}
