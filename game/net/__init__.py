"""Online seats: a game passes actions, not pictures.

The rules are deterministic for a setup and a list of actions, so a host that decides every
action and sends it to everyone keeps all screens in the same game. The parts:

- ``protocol``: the messages, as capped JSON text, and how a message is checked.
- ``room``: the host's side without sockets: who holds which seat, every action checked with
  the rules before it is numbered, saved and sent to all; digests compared.
- ``follower``: a client's side without sockets: the game caught up from the host's record,
  then each action applied in order, parting named the moment digests differ.
- ``links``: the websockets connections, each on its own thread and asyncio loop, so the
  frame loop only ever polls a queue.
- ``relay``: a server that forwards a room's messages by its code and keeps no game.
"""
