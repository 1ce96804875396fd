-- Experimental Therapy (CotA 157), upgrade: The creature this is attached to belongs to
-- every house (the keyword "all_houses", which the rules script's house check reads).
-- Play: Stun and exhaust that creature.
local function host(ctx, obj)
	return obj == ctx.this:attached_to()
end

return {
	statics = {
		{ grant = "all_houses", applies_to = host },
	},
	resolve = function(ctx)
		local creature = ctx.this:attached_to()
		ctx:rule("stun", creature)
		ctx:exhaust(creature)
	end,
}
