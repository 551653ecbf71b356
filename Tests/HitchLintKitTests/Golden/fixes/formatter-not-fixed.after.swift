struct DayRow: View {
    let day: Date
    let locale: Locale

    var body: some View {
        let formatter = DateFormatter()
        formatter.locale = locale
        return Text(formatter.string(from: day))
    }
}

struct DaysView: View {
    let days: [Date]
    var body: some View {
        List(days, id: \.self) { DayRow(day: $0, locale: .current) }
    }
}

// Generic types cannot hold a `static let`; nor can an extension of a type declared elsewhere (it
// may be generic or a protocol).
struct TagRow<Accessory: View>: View {
    let day: Date
    let accessory: Accessory

    var body: some View {
        let formatter = DateFormatter()
        formatter.dateStyle = .short
        return HStack { Text(formatter.string(from: day)); accessory }
    }
}

extension ExternalRow {
    var caption: some View {
        let formatter = DateFormatter()
        formatter.dateStyle = .short
        return Text(formatter.string(from: day))
    }
}

struct TagsView: View {
    let days: [Date]
    var body: some View {
        List(days, id: \.self) { TagRow(day: $0, accessory: Image(systemName: "tag")) }
    }
}

// Configured from constants first, then from instance state: nothing moves (a shared formatter
// would be mutated from every row, and the line left behind would name a local that is gone).
struct DoseRow: View {
    let dose: Double
    let usesTenths: Bool

    var body: some View {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = usesTenths ? 1 : 0
        return Text(formatter.string(from: dose as NSNumber) ?? "")
    }
}

struct DosesView: View {
    let doses: [Double]
    var body: some View {
        List(doses, id: \.self) { DoseRow(dose: $0, usesTenths: true) }
    }
}

// Changed later through a method or a nested property: nothing moves either.
struct StampRow: View {
    let stamp: Date
    let template: String

    var body: some View {
        let formatter = DateFormatter()
        formatter.dateStyle = .short
        formatter.setLocalizedDateFormatFromTemplate(template)
        return Text(formatter.string(from: stamp))
    }
}

struct ZoneRow: View {
    let stamp: Date
    let zone: TimeZone

    var body: some View {
        let formatter = DateFormatter()
        formatter.timeStyle = .short
        formatter.calendar.timeZone = zone
        return Text(formatter.string(from: stamp))
    }
}

struct StampsView: View {
    let stamps: [Date]
    var body: some View {
        List(stamps, id: \.self) { stamp in
            StampRow(stamp: stamp, template: "jm")
            ZoneRow(stamp: stamp, zone: .current)
        }
    }
}
