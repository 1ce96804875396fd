-- Tangler (GR 139): After Reap: Stun a creature and each of its neighbors. Scrap: Stun a
-- creature.
local function pick(ctx)
	local creatures = ctx:objects({ zone = "battleline", controller = "any" })
	return ctx:choose({ prompt = "Stun which creature?", objects = creatures })[1]
end

return {
	reap = function(ctx)
		local c = pick(ctx)
		if c == nil then
			return
		end
		ctx:rule("stun", c)
		for _, n in ipairs(c:neighbors()) do
			ctx:rule("stun", n)
		end
	end,
	scrap = function(ctx)
		ctx:rule("stun", pick(ctx))
	end,
}
