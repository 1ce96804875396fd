-- Roxador (AoA 365), creature: Skirmish; only deals 2 damage when fighting (the stat
-- fight_damage) — both the rules'. Fight: Stun the attacked creature.
return {
	fight = function(ctx, attacked)
		ctx:rule("stun", attacked)
	end,
}
