"""Short card texts in our own words: each Command Card at Power 1-3, and Damage Cards."""

from __future__ import annotations

from game.rules import Command, DamageSpec, Element, Kind

ELEMENT_NAMES = {
    Element.FIRE: "Fire",
    Element.ELECTRIC: "Electric",
    Element.METAL: "Metal",
    Element.COMPUTERY: "Computery",
}
KIND_NAMES = {Kind.MOVE: "Move", Kind.ATTACK: "Attack", Kind.TURN: "Turn"}

_TURNS = (
    "Turn left or right.",
    "Turn left, right or around.",
    "Turn any way, or spin a full circle.",
)

COMMAND_TEXT: dict[Command, tuple[str, str, str]] = {
    Command.BLAZE: (
        "Move 1 forward, then scorch the spaces on both sides.",
        "Move 2 forward, then scorch both sides.",
        "Move 3 forward, then scorch both sides.",
    ),
    Command.FLAMESPITTER: (
        "Burn the 2 spaces straight ahead.",
        "Burn 2 ahead and both sides of the far one (4 spaces).",
        "Burn 2 ahead, then two rows of 3 beyond (7 spaces).",
    ),
    Command.FUEL_TANK: _TURNS,
    Command.SPEED: (
        "Move 1 or 2 forward: you pick.",
        "Move 2, 3 or 4 forward: you pick.",
        "Move 3, 4, 5 or 6 forward: you pick.",
    ),
    Command.CHAIN_LIGHTNING: (
        "Zap an enemy ahead or diagonally ahead, then jump diagonally: up to 2 hits.",
        "Zap ahead, then jump diagonally enemy to enemy: up to 4 hits.",
        "Zap ahead, then jump diagonally enemy to enemy: up to 6 hits.",
    ),
    Command.CYCLOTRON: (
        "Turn left or right, then hit the 4 diagonal spaces next to you.",
        "Turn left, right or around, then hit diagonals up to 2 away.",
        "Turn any way, then hit diagonals up to 3 away.",
    ),
    Command.SKEWER: (
        "Charge 1 forward, stomping what is there.",
        "Charge 2 forward.",
        "Charge 3 forward.",
    ),
    Command.RIPSAW: (
        "Saw straight ahead: hit the first enemy in line. Boulders, Mechs and the Bomb stop it.",
        "Saw straight ahead: hit the first 2 enemies in line.",
        "Saw straight ahead: hit the first 3 enemies in line.",
    ),
    Command.SCYTHE: (
        "Turn left or right, then cut 1 enemy of the 8 around you.",
        "Turn left, right or around, then cut 2 enemies around you.",
        "Turn any way, then cut 3 enemies around you.",
    ),
    Command.OMNISTOMP: (
        "Stomp 1 space forward, left or right; keep your facing.",
        "Stomp 2 spaces forward, left or right.",
        "Stomp 3 spaces forward, left or right.",
    ),
    Command.HEXMATIC_AIMBOT: (
        "Hit one enemy up to 1 space away (diagonals count).",
        "Hit one enemy up to 2 spaces away.",
        "Hit one enemy up to 3 spaces away.",
    ),
    Command.MEMORY_CORE: (
        "Turn left or right. As First Player, deal 1 extra draft card.",
        "Turn left, right or around. As First Player, deal 2 extra.",
        "Turn any way. As First Player, deal 3 extra draft cards.",
    ),
}

SCRAP_TEXT = {
    Element.FIRE: "Scrap it to repair one Damage Card.",
    Element.METAL: "Scrap it to repair one Damage Card.",
    Element.ELECTRIC: "Scrap it to swap two undamaged slots.",
    Element.COMPUTERY: "Scrap it to swap two undamaged slots.",
}


def command_text(command: Command, power: int) -> str:
    return COMMAND_TEXT[command][max(1, min(3, power)) - 1]


_SIDES = {
    "left": "one space to the left",
    "right": "one space to the right",
    "back": "one space backward",
}


def damage_text(spec: DamageSpec) -> str:
    """What a Damage Card does, from its effect and parameters."""
    p = dict(spec.params)
    match spec.effect:
        case "swap_slots":
            return f"Now: swap slots {p.get('a')} and {p.get('b')}. Then discard it."
        case "reverse_line":
            return "Now: reverse your Command Line (1 with 6, 2 with 5, 3 with 4). Then discard it."
        case "shift":
            return (
                f"In its slot: lurch {_SIDES.get(p.get('side', ''), 'a space')}, facing unchanged."
            )
        case "turn":
            way = {"left": "left", "right": "right", "around": "all the way around"}.get(
                p.get("turn", ""), ""
            )
            return f"In its slot: turn {way}."
        case "haywire_move":
            return f"In its slot: roll the Rune Die and move {p.get('distance', 2)} that way."
        case "haywire_face":
            return "In its slot: roll the Rune Die and face that way."
        case "diagonal_attacks":
            return "Kept: Minions diagonal to you count as adjacent when they attack."
    return ""


KIND_TEXT = {
    "glitch": "Glitch: happens once, then discarded.",
    "system": "System: stays beside your Command Line.",
    "slot": "Slot: covers a slot and runs in its place.",
}
