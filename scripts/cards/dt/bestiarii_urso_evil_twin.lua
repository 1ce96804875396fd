-- Bestiarii Urso, evil twin (DT 124): Play/Fight: Stun a creature.
local function stun_one(ctx)
	local creatures = ctx:objects({ zone = "battleline" })
	ctx:rule("stun", ctx:choose({ prompt = "Stun which creature?", objects = creatures })[1])
end

return {
	resolve = stun_one,
	fight = stun_one,
}
