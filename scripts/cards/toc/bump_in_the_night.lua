-- Bump in the Night (ToC 071), action: Play: Deal 2 damage to an enemy creature. If this
-- damage destroys that creature, make a token creature. If you are haunted, repeat the
-- preceding effect (haunted is read as the card resolves, before the first effect).
local function bump(ctx)
	local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
	local pick = ctx:choose({ prompt = "Deal 2 damage to which enemy creature?", objects = enemies })[1]
	if pick ~= nil and ctx:rule("damage_destroys", pick, 2) then
		ctx:rule("make_token")
	end
end

return {
	resolve = function(ctx)
		local haunted = ctx:rule("haunted")
		bump(ctx)
		if haunted then
			bump(ctx)
		end
	end,
}
