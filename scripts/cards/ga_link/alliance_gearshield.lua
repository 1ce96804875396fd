-- Alliance Gearshield (c8ljyevpmu): Ally Link. The linked ally has +1 life; class bonus:
-- +2 power while it is retaliating (a retaliating unit of the combat under way).
local function linked(ctx, obj)
	return obj == ctx.this:attached_to()
end

return {
	targets = function(_ctx)
		return { { label = "ally to link to", type = "ally", count = 1 } }
	end,
	statics = {
		{ stat = "life", increase = 1, applies_to = linked },
		{
			stat = "power",
			increase = 2,
			applies_to = function(ctx, obj)
				if not linked(ctx, obj) or not ctx:rule("class_bonus") then
					return false
				end
				local combat = ctx:combat()
				for _, r in ipairs(combat and combat.retaliators or {}) do
					if r.id == obj.id then
						return true
					end
				end
				return false
			end,
		},
	},
}
