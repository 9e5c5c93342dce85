import Testing
@testable import OpenUIKitPort

@Suite struct ObjCSelectorNameTests {
    @Test func methodsAsSwiftNamesThemForObjectiveC() {
        #expect(ObjCSelectorName.method("refresh", labels: []) == "refresh")
        #expect(ObjCSelectorName.method("tapped", labels: ["_"]) == "tapped:")
        #expect(ObjCSelectorName.method("method", labels: ["_", "with"]) == "method:with:")
        #expect(ObjCSelectorName.method("doThing", labels: ["sender"]) == "doThingWithSender:")
        #expect(ObjCSelectorName.method("tableView", labels: ["_", "didSelectRowAt"]) == "tableView:didSelectRowAt:")
        #expect(ObjCSelectorName.method("buttonTapped", labels: ["_", "forEvent"]) == "buttonTapped:forEvent:")
        #expect(ObjCSelectorName.method("insert", labels: ["_", "_"]) == "insert::")
    }

    @Test func aPrepositionKeepsWithOut() {
        #expect(ObjCSelectorName.method("move", labels: ["to"]) == "moveTo:")
        #expect(ObjCSelectorName.method("refresh", labels: ["with"]) == "refreshWith:")
        #expect(ObjCSelectorName.method("scrollTo", labels: ["item"]) == "scrollToItem:")
        #expect(ObjCSelectorName.method("select", labels: ["atIndex", "animated"]) == "selectAtIndex:animated:")
    }

    @Test func initializers() {
        #expect(ObjCSelectorName.method("init", labels: []) == "init")
        #expect(ObjCSelectorName.method("init", labels: ["frame"]) == "initWithFrame:")
        #expect(ObjCSelectorName.method("init", labels: ["_"]) == "init:")
        #expect(ObjCSelectorName.method("init", labels: ["nibName", "bundle"]) == "initWithNibName:bundle:")
    }

    @Test func throwingMethodsTakeTheErrorParameter() {
        #expect(ObjCSelectorName.method("save", labels: [], throws: true) == "saveAndReturnError:")
        #expect(ObjCSelectorName.method("save", labels: ["to"], throws: true) == "saveTo:error:")
    }

    @Test func accessors() {
        #expect(ObjCSelectorName.getter("isOn") == "isOn")
        #expect(ObjCSelectorName.setter("title") == "setTitle:")
    }
}
