-- Ring of Invisibility (CotA 317), upgrade: The creature this is attached to gains elusive
-- and skirmish. Its æmber bonus is data.
local function host(ctx, obj)
	return obj == ctx.this:attached_to()
end

return {
	statics = {
		{ grant = "elusive", applies_to = host },
		{ grant = "skirmish", applies_to = host },
	},
}
