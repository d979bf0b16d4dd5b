// The packed form of a checked plant catalog (``PackedWriter``): what the build embeds instead
// of decoding `Data/plants.json` at every start. Written and read in the same order, field by
// field; `CatalogFile+Unpacking.swift` reads what this writes, and a test checks that the two
// give back the file's catalog value for value.

extension CatalogFile {
  /// The header of a packed catalog: its kind and the version of this layout.
  package static let packedHeader = "PLANTS 1"

  /// The catalog in the packed form.
  package func packed() -> String {
    var writer = PackedWriter()
    writer.write(conversion)
    writer.write(dictionary: classes) { writer, definition in
      writer.write(definition.min)
      writer.write(definition.max)
      writer.write(optional: definition.figure) { $0.write($1) }
      writer.write(definition.says)
      writer.write(strings: definition.sources)
    }
    writer.write(dictionary: groups) { writer, rule in
      writer.write(rule.name)
      writer.write(rule.tolerates)
      writer.write(rule.ideal)
      writer.write(case: rule.directSun)
      writer.write(strings: rule.sources)
    }
    writer.write(dictionary: sources) { writer, source in
      writer.write(source.title)
      writer.write(source.publisher)
      writer.write(source.url)
      writer.write(case: source.kind)
      writer.write(source.isTemplated)
      writer.write(dictionary: source.terms) { $0.write($1) }
    }
    writer.write(list: plants) { $0.write($1) }
    return writer.text(header: Self.packedHeader)
  }
}

extension PackedWriter {
  fileprivate mutating func write(_ plant: Plant) {
    write(plant.id)
    write(plant.botanicalName)
    write(strings: plant.synonyms)
    write(strings: plant.commonNames)
    write(case: plant.group)
    write(plant.light)
    write(plant.toxicity)
  }

  fileprivate mutating func write(_ light: PlantLight) {
    write(light.tolerated)
    write(light.ideal)
    write(case: light.directSun.exposure)
    write(case: light.directSun.basis)
    write(case: light.directSun.grade)
    write(strings: light.directSun.sources)
    write(light.lightGroup)
    write(list: light.statements) { $0.write($1) }
    write(list: light.disagreements) { writer, disagreement in
      writer.write(case: disagreement.field)
      writer.write(disagreement.source)
      writer.write(case: disagreement.grade)
      writer.write(disagreement.lux)
      writer.write(case: disagreement.exposure)
    }
    write(strings: light.notes)
    write(optional: light.dli) { $0.write($1) }
  }

  fileprivate mutating func write(_ range: LightRange) {
    for bound in [range.min, range.max] {
      write(bound.lux)
      write(case: bound.kind)
      write(case: bound.basis)
      write(case: bound.grade)
      write(strings: bound.sources)
    }
  }

  fileprivate mutating func write(_ statement: LightStatement) {
    write(statement.source)
    write(statement.says)
    write(case: statement.role)
    write(optional: statement.lux) { writer, lux in
      writer.write(lux.min)
      writer.write(lux.max)
    }
    write(optional: statement.figure) { $0.write($1) }
    write(statement.lightClass)
    write(case: statement.sun)
    write(case: statement.basis)
    write(case: statement.scope)
    write(statement.about)
    write(case: statement.grade)
  }

  fileprivate mutating func write(_ figure: LightFigure) {
    write(figure.min)
    write(figure.max)
    write(case: figure.unit)
  }

  fileprivate mutating func write(_ toxicity: PlantToxicity) {
    write(case: toxicity.cats)
    write(case: toxicity.dogs)
    write(toxicity.source)
    write(toxicity.listing)
    write(case: toxicity.scope)
    write(toxicity.url)
    write(toxicity.note)
  }
}
