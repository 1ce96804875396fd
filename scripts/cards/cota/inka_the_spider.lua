-- Inka the Spider (CotA 356): Poison. Play/Reap: Stun a creature.
local function stun_one(ctx)
	local creatures = ctx:objects({ zone = "battleline" })
	ctx:rule("stun", ctx:choose({ prompt = "Stun which creature?", objects = creatures })[1])
end

return {
	resolve = stun_one,
	reap = stun_one,
}
