"""Mechs vs. Minions -- digital: the cooperative campaign on one screen."""
