-- Cement Shoes (DT 227): Play: Deal 2 damage to a creature. If this damage destroys that
-- creature, raise the tide. Austeralis Seaborg (DT 049) says the same as its Reap:.
local function sink(ctx)
	local all = ctx:objects({ zone = "battleline", controller = "any" })
	local picked = ctx:choose({ prompt = "Deal 2 damage to which creature?", objects = all })[1]
	if picked ~= nil and ctx:rule("damage_destroys", picked, 2) then
		ctx:rule("raise_tide")
	end
end

return {
	resolve = sink,
	reap = sink,
}
