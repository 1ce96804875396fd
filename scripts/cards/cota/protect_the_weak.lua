-- Protect the Weak (CotA 265), upgrade: the creature it is attached to has 1 more armor
-- and taunt.
local function host(ctx, obj)
	return obj == ctx.this:attached_to()
end

return {
	statics = {
		{ stat = "armor", increase = 1, applies_to = host },
		{ grant = "taunt", applies_to = host },
	},
}
