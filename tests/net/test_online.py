"""Online seats across real processes on loopback: tools/net_play.py, smaller."""

import net_play


def test_three_processes_play_the_tutorial_with_a_rejoin_a_relay_and_bad_messages(capsys):
    assert net_play.main(["--bad", "60", "--seed", "6"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert last.startswith("online: tutorial won by 3 processes,")
    assert "digests agree, rejoin ok, relay ok, bad messages refused 60/60" in last
