"""Widgets and panels drawn over the board: cards, Command Lines, top bar, log, prompts.

May import pygame, game.rules, game.assets and game.palette; never game.view, never apply().
"""
