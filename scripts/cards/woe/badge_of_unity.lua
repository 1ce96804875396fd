-- Badge of Unity (WoE 310), upgrade: the creature it is on belongs to house Star Alliance
-- besides its other houses: a lasting house added for as long as the badge stays on that
-- creature (KF-HOUSE-ALSO-1; the condition reads the effect's own creature).
return {
	resolve = function(ctx)
		local host = ctx.this:attached_to()
		if host == nil then
			return
		end
		ctx:lasting({
			target = host,
			duration = "while",
			condition = "on_it",
			effect = { attribute = "house", value = "staralliance", also = true },
		})
	end,
	conditions = {
		on_it = function(ctx, creature)
			return creature ~= nil and ctx.this:is_valid() and ctx.this:attached_to() == creature
		end,
	},
}
