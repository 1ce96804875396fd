-- Xanthyx Harvester (AoA 173), creature: It cannot be used while it has a non-Mars
-- neighbor. Reap: Gain 1 æmber.
return {
	can_use = function(ctx, _use)
		for _, neighbor in ipairs(ctx.this:neighbors()) do
			if not ctx:rule("of_house", neighbor, "mars") then
				return false, "Xanthyx Harvester cannot be used while it has a non-Mars neighbor"
			end
		end
		return true
	end,
	reap = function(ctx)
		ctx:gain(ctx.controller, "amber", 1)
	end,
}
