-- Medic Ingram (WC 301): Play/Fight/Reap: You may heal 3 damage from a creature and ward
-- it (any creature, damaged or not; the ward comes with the heal).
local function mend(ctx)
	local creatures = ctx:objects({ zone = "battleline", controller = "any" })
	local pick =
		ctx:choose({ prompt = "Heal and ward which creature?", objects = creatures, min = 0, max = 1 })[1]
	if pick ~= nil then
		ctx:heal(pick, 3)
		ctx:rule("ward", pick)
	end
end

return {
	resolve = mend,
	fight = mend,
	reap = mend,
}
