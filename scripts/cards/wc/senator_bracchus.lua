-- Senator Bracchus (WC 229): You may spend æmber on friendly creatures as if it were in
-- your pool (after your pool, KF-FORGE-SOURCE-2; the creatures from left to right). Fight/Reap:
-- Exalt Senator Bracchus.
local function exalt(ctx)
	if ctx.this:is_valid() then
		ctx:rule("exalt", ctx.this)
	end
end

return {
	statics = {
		{
			spend_from = function(ctx)
				return ctx:rule("line", ctx.controller)
			end,
			cost = "key",
			applies_to = function(ctx, player)
				return player == ctx.controller
			end,
		},
	},
	reap = exalt,
	fight = exalt,
}
